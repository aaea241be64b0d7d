import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../ui/icons.tsx';

export interface FaqGroup {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

/**
 * FAQ groups, each a heading and an accordion of questions (React Aria disclosures: buttons with
 * aria-expanded, answers kept in the page for search engines and find-in-page).
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="text-xl font-bold text-brand-800">
            {group.title}
          </h2>
          <DisclosureGroup
            allowsMultipleExpanded
            className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            {group.items.map((item) => (
              <Disclosure key={item.id} id={item.id} className="group">
                <Heading level={3} className="m-0">
                  <Button
                    slot="trigger"
                    className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-start font-semibold text-slate-900 outline-none hover:bg-slate-50 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-brand-600"
                  >
                    <span>{item.question}</span>
                    <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-data-[expanded]:rotate-180" />
                  </Button>
                </Heading>
                <DisclosurePanel className="px-4 pb-4 leading-relaxed text-slate-700">
                  <p>{item.answer}</p>
                </DisclosurePanel>
              </Disclosure>
            ))}
          </DisclosureGroup>
        </section>
      ))}
    </div>
  );
}
