import { formatId } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useContactLinks } from '../../lib/contact-links.ts';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '../../ui/icons.tsx';
import { mapLink, storeContact } from './store-contact.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Hotline, the two offices (each opening a map), e-mail and social links. */
export function ContactList() {
  const t = useT('pages');
  const lang = useLang();
  const social = useContactLinks();
  const offices = [
    { name: t('nasrOffice'), address: t('nasrOfficeAddress'), query: storeContact.offices.nasrCity },
    { name: t('newCairoOffice'), address: t('newCairoOfficeAddress'), query: storeContact.offices.newCairo },
  ];
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="contact-details" className="text-lg font-bold text-slate-900">
        {t('contactDetails')}
      </h2>
      <ul className="mt-4 space-y-4">
        <Item icon={<PhoneIcon />} title={t('hotline')}>
          <a
            href={`tel:${storeContact.hotline}`}
            aria-label={t('callHotline')}
            className={`${linkClass} text-xl`}
          >
            {formatId(storeContact.hotline, lang)}
          </a>
        </Item>
        {offices.map((office) => (
          <Item key={office.query} icon={<PinIcon />} title={office.name}>
            <a
              href={mapLink(office.query)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('openMap', { place: office.name, address: office.address })}
              className={linkClass}
            >
              {office.address}
            </a>
          </Item>
        ))}
        <Item icon={<MailIcon />} title={t('emailUs')}>
          <a
            href={`mailto:${storeContact.email}`}
            aria-label={t('writeEmail', { email: storeContact.email })}
            className={`${linkClass} break-all`}
          >
            {storeContact.email}
          </a>
        </Item>
      </ul>
      {(social.facebook || social.instagram) && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-800">{t('followUs')}</h3>
          <ul className="mt-2 flex gap-3">
            {(
              [
                ['facebook', social.facebook, FacebookIcon],
                ['instagram', social.instagram, InstagramIcon],
              ] as const
            )
              .filter(([, href]) => href !== null)
              .map(([name, href, Icon]) => (
                <li key={name}>
                  <a
                    href={href ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    <Icon className="size-5" />
                    {t(name)}
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </li>
              ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Item({ icon, title, children }: React.PropsWithChildren<{ icon: React.ReactNode; title: string }>) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{title}</p>
        {children}
      </div>
    </li>
  );
}
