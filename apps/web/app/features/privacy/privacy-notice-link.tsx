/** A sentence and the notice's link, given by a page's loader (no copy in the browser's bundle). */
export interface NoticeLine {
  text: string;
  link: string;
  href: string;
}

/** The prescription form's health-data box: its label, the message when it is not ticked, the notice's link. */
export interface HealthConsentCopy {
  label: string;
  required: string;
  link: string;
  href: string;
}

/**
 * A sentence and the privacy notice's link (docs/decisions/0074), both from the page's loader
 * (`noticeLine`): under the sign-up form, beside the order button, in the prescription form's
 * health-data box and on "My data". The notice opens in a new tab, so nothing typed is lost.
 */
export function PrivacyNoticeLine({ line }: { line: NoticeLine }) {
  return (
    <p className="text-sm text-slate-600">
      {line.text}{' '}
      <a
        href={line.href}
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {line.link}
      </a>
    </p>
  );
}
