import { storeApiContext } from '../api/request-context.ts';
import { useT } from '../i18n/i18n.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(storeApiContext).home();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold">{t('storeName')}</h1>
      <ul>
        {loaderData.products.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </div>
  );
}
