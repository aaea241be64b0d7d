import type { Staff } from '@store/contract';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { switchLangPath } from '../../i18n/i18n.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { CaptureFailedAlerts, CaptureFailuresSeed, useCaptureFailedAlerts } from './card-payment.tsx';
import { LiveFeedContext, useLiveFeedSource } from './live-board.ts';
import { NewOrderSignal, NewOrdersContext, useNewOrderSignal } from './new-order-signal.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

/**
 * The console's own frame (not the store's header and footer): who is signed in, the console's
 * pages, the language switch and logout. Laid out for a 10-inch tablet at the counter, folding to
 * two rows on a phone.
 */
export function StaffShell({ staff, children }: React.PropsWithChildren<{ staff: Staff }>) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  // One live stream for the whole console: the pages' own live data and the new-order signal.
  // A courier reads only the orders handed to them, not the branch's stream (docs/decisions/0043).
  const feed = useLiveFeedSource(staffMay(staff.role, 'orders.read'));
  const newOrders = useNewOrderSignal(feed);
  // Card payments refused at dispatch, on every page: the staff's task, not to be missed.
  const captureFailures = useCaptureFailedAlerts(feed);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${
      isActive ? 'bg-white text-brand-800' : 'text-white hover:bg-brand-700'
    }`;
  return (
    <LiveFeedContext.Provider value={feed}>
      <NewOrdersContext.Provider value={newOrders}>
        <ToastProvider>
          <a
            href="#staff-main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t('skipToContent')}
          </a>
          <header className="bg-brand-800 text-white print:hidden">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
              <Link to={`/${lang}/staff`} className="me-auto text-lg font-bold">
                {t('storeName')} – <span className="font-normal">{t('consoleTitle')}</span>
              </Link>
              <nav aria-label={t('consoleNavigation')} className="flex flex-wrap gap-1">
                {staffMay(staff.role, 'orders.read') && (
                  <NavLink to={`/${lang}/staff`} end className={navClass}>
                    {t('navBoard')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'orders.read') && (
                  <NavLink to={`/${lang}/staff/slots`} className={navClass}>
                    {t('navSlots')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'courier.deliver') && (
                  <NavLink to={`/${lang}/staff/courier`} className={navClass}>
                    {t('navCourier')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'couriers.cash') && (
                  <NavLink to={`/${lang}/staff/couriers/cash`} className={navClass}>
                    {t('navCourierCash')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'reports.read') && (
                  <NavLink to={`/${lang}/staff/reports`} className={navClass}>
                    {t('navReports')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'promotions.manage') && (
                  <NavLink to={`/${lang}/staff/promotions`} className={navClass}>
                    {t('navPromotions')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'content.manage') && (
                  <NavLink to={`/${lang}/staff/content`} className={navClass}>
                    {t('navContent')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'content.manage') && (
                  <NavLink to={`/${lang}/staff/marketing`} className={navClass}>
                    {t('navMarketing')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'privacy.manage') && (
                  <NavLink to={`/${lang}/staff/privacy`} className={navClass}>
                    {t('navPrivacy')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'catalogue.read') && (
                  <NavLink to={`/${lang}/staff/catalogue`} className={navClass}>
                    {t('navCatalogue')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'catalogue.read') && (
                  <NavLink to={`/${lang}/staff/near-expiry`} className={navClass}>
                    {t('navNearExpiry')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'prescriptions.read') && (
                  <NavLink to={`/${lang}/staff/prescriptions`} className={navClass}>
                    {t('navPrescriptions')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'returns.read') && (
                  <NavLink to={`/${lang}/staff/returns`} className={navClass}>
                    {t('navReturns')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'support.read') && (
                  <NavLink to={`/${lang}/staff/support`} className={navClass}>
                    {t('navSupport')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'customers.read') && (
                  <NavLink to={`/${lang}/staff/customers`} className={navClass}>
                    {t('navCustomers')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'branches.read') && (
                  <NavLink to={`/${lang}/staff/branches`} className={navClass}>
                    {t('navBranches')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'staff.manage') && (
                  <NavLink to={`/${lang}/staff/people`} className={navClass}>
                    {t('navPeople')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'audit.read') && (
                  <NavLink to={`/${lang}/staff/audit`} className={navClass}>
                    {t('navAudit')}
                  </NavLink>
                )}
                {staffMay(staff.role, 'search.manage') && (
                  <NavLink to={`/${lang}/staff/synonyms`} className={navClass}>
                    {t('navSynonyms')}
                  </NavLink>
                )}
              </nav>
              {staffMay(staff.role, 'orders.read') && <NewOrderSignal count={newOrders.size} />}
              <p className="text-sm text-brand-100">
                {t('signedInAs', { name: staff.name, role: t(`role_${staff.role}`) })}
              </p>
              <a
                href={switchLangPath(location.pathname, location.search, lang === 'ar' ? 'en' : 'ar')}
                lang={lang === 'ar' ? 'en' : 'ar'}
                className="inline-flex min-h-11 items-center rounded-lg px-3 underline"
              >
                {t('switchLanguage')}
              </a>
              <Form method="post" action={`/${lang}/staff/logout`}>
                <button
                  type="submit"
                  className="min-h-11 rounded-lg border border-white/60 px-3 font-semibold hover:bg-brand-700"
                >
                  {t('logout')}
                </button>
              </Form>
            </div>
          </header>
          {staffMay(staff.role, 'orders.read') && (
            <CaptureFailedAlerts ids={captureFailures.ids} dismiss={captureFailures.dismiss} />
          )}
          <main id="staff-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-4 outline-none">
            {/* The board hands the alert the orders it reads as still waiting for their money. */}
            <CaptureFailuresSeed.Provider value={captureFailures.seed}>
              {children}
            </CaptureFailuresSeed.Provider>
          </main>
        </ToastProvider>
      </NewOrdersContext.Provider>
    </LiveFeedContext.Provider>
  );
}
