import { Link } from 'react-router';
import { storeEmail, storePhone } from '../features/contact/index.ts';
import { formatId } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { useContactLinks } from '../lib/contact-links.ts';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';
import { ChatButton } from './chat-button.tsx';

/** Footer of every page: about text, links, the two main branches, contact details, social links. */
export function StoreFooter() {
  const t = useT();
  const tl = useT('layout');
  const tc = useT('care');
  const lang = useLang();
  const links = [
    { to: '/terms-and-conditions', label: t('terms') },
    { to: '/privacy', label: t('privacy') },
    { to: '/about', label: t('about') },
    { to: '/contact-us', label: t('contact') },
    { to: '/FAQs', label: t('faq') },
    { to: '/support', label: tc('supportLink') },
    { to: '/deals', label: t('deals') },
    { to: '/offers', label: t('offers') },
    { to: '/categories', label: tl('allCategories') },
    { to: '/recipes', label: t('recipes') },
  ];
  const branches = [
    { name: tl('branchNasrCity'), address: tl('branchNasrCityAddress') },
    { name: tl('branchNewCairo'), address: tl('branchNewCairoAddress') },
  ];
  const headingClass = 'mb-4 text-base font-bold text-white';

  return (
    <footer className="mt-16 bg-brand-900 pb-16 text-brand-50 desk:pb-0">
      <div className="container-page grid gap-10 py-12 text-sm sm:grid-cols-2 desk:grid-cols-[1.4fr_1fr_1.3fr_1.2fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-xl font-extrabold text-white">
            {t('storeName')}
          </h2>
          <p className="leading-relaxed text-brand-100">{t('footerAbout')}</p>
          <p className="mt-5 mb-2 font-bold text-white">{t('followUs')}</p>
          <SocialLinks />
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {tl('quickLinks')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 sm:grid-cols-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={`/${lang}${link.to}`} className="text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-branches">
          <h2 id="footer-branches" className={headingClass}>
            {tl('footerBranches')}
          </h2>
          <ul className="space-y-4">
            {branches.map((branch) => (
              <li key={branch.name} className="flex gap-3">
                <PinIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
                <address className="not-italic">
                  <span className="block font-semibold text-white">{branch.name}</span>
                  <span className="text-brand-100">{branch.address}</span>
                </address>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {tl('customerService')}
          </h2>
          <ul className="space-y-3">
            <li>
              <a
                href={`mailto:${storeEmail}`}
                className="flex items-center gap-3 hover:text-white hover:underline"
              >
                <MailIcon className="size-5 shrink-0 text-brand-200" />
                <span>
                  <span className="sr-only">{t('email')}: </span>
                  <bdi>{storeEmail}</bdi>
                </span>
              </a>
            </li>
            <li>
              <a
                href={`tel:${storePhone}`}
                className="flex items-center gap-3 hover:text-white hover:underline"
              >
                <PhoneIcon className="size-5 shrink-0 text-brand-200" />
                <span>
                  <span className="sr-only">{t('phone')}: </span>
                  {formatId(storePhone, lang)}
                </span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-5 text-center text-xs text-brand-200">
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
      <ChatButton />
    </footer>
  );
}

/** Facebook and Instagram (FACEBOOK_URL, INSTAGRAM_URL), opening in a new tab; `compact` for the header's top bar. */
export function SocialLinks({ compact = false }: { compact?: boolean }) {
  const tl = useT('layout');
  const { facebook, instagram } = useContactLinks();
  const linkClass = `flex items-center justify-center rounded-full text-white ${
    compact ? 'size-8 hover:bg-white/15' : 'size-10 bg-white/10 hover:bg-white/20'
  }`;
  const links = [
    { href: facebook, label: tl('socialFacebook'), Icon: FacebookIcon },
    { href: instagram, label: tl('socialInstagram'), Icon: InstagramIcon },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className={`flex ${compact ? 'gap-1' : 'gap-2'}`}>
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={linkClass}>
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
