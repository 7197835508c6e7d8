import type { Page } from '@playwright/test';
import { DEMO_2FA, signIn } from './helpers';
import { settle, type ExpectedFailure } from './route-checks';

export interface RouteWalk {
  /** The screenshot's file name, and the test's name beside the path. */
  name: string;
  path: string;
  /** The page's h1, in Vietnamese. */
  heading: string;
  /** The document title's first part (the page's Vietnamese name): "<title> | FilHub". */
  title: string;
  /** The address when it is only known on arrival (a new ticket's id); `path` then names the route. */
  pathPattern?: RegExp;
  /** How a member gets there when a plain visit would not show the page; such a route gets a context of its own. */
  arrive?: (page: Page) => Promise<void>;
  expected?: readonly ExpectedFailure[];
}

async function openWithUnitInCart(page: Page, paymentLink: string): Promise<void> {
  await page.goto('/place-order');
  await settle(page);
  await page.getByTestId('product-MIN-1TIB').getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await page.getByRole('navigation', { name: 'Phương thức thanh toán' }).getByRole('link', { name: paymentLink }).click();
}

/** The WEB settings as the server gives them, but with maintenance on. */
function withMaintenanceOn(settings: { name: string; value: string }[]) {
  return [...settings.filter((setting) => setting.name !== 'maintenance'), { name: 'maintenance', value: 'true' }];
}

/**
 * The maintenance screen without changing shared state: the page's server-rendered settings (in
 * __NEXT_DATA__) and any later read of them say maintenance is on.
 */
async function openDuringMaintenance(page: Page): Promise<void> {
  await page.route('**/maintenance', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="__NEXT_DATA__" type="application\/json">)(.*?)(<\/script>)/s,
      (_match, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as { props: { pageProps: { siteSettings?: { name: string; value: string }[] } } };
        data.props.pageProps.siteSettings = withMaintenanceOn(data.props.pageProps.siteSettings ?? []);
        return `${open}${JSON.stringify(data)}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/public/setting/list/WEB', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { name: string; value: string }[] };
    await route.fulfill({ response, json: { ...body, data: withMaintenanceOn(body.data) } });
  });
  await page.goto('/maintenance');
}

/** A payment page reached from the catalogue with a unit in the cart; its link, heading and title share one text. */
function paymentWithCart(name: string, path: string, paymentLink: string): RouteWalk {
  return { name, path, heading: paymentLink, title: paymentLink, arrive: (page) => openWithUnitInCart(page, paymentLink) };
}

/** The bank transfer page after "Create order": the new order's transfer details, what a member pays from. */
const bankPaymentOrdered: RouteWalk = {
  name: 'place-order-bank-payment-ordered',
  path: '/place-order/bank-payment',
  heading: 'Chuyển khoản ngân hàng',
  title: 'Chuyển khoản ngân hàng',
  arrive: async (page) => {
    await openWithUnitInCart(page, 'Chuyển khoản ngân hàng');
    await settle(page);
    await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
    await page.getByRole('heading', { name: /Đã tạo đơn hàng FH[A-Z0-9]{8}/ }).waitFor();
  },
};

/** A ticket's thread, opened as a member opens one: from the form on /support. */
const supportTicket: RouteWalk = {
  name: 'support-ticket',
  path: '/support/[id]',
  pathPattern: /\/support\/[0-9a-f-]{36}$/,
  heading: 'Yêu cầu hỗ trợ',
  title: 'Yêu cầu hỗ trợ',
  arrive: async (page) => {
    await page.goto('/support');
    await settle(page);
    await page.getByLabel('Chủ đề').selectOption('WITHDRAWAL');
    await page.getByLabel('Nội dung').fill('Tôi chưa nhận được tiền rút về tài khoản Vietcombank của tôi.');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
  },
};

const RESET_LINK = '/reset-password?token=from-the-email';
const NOT_ME_LINK = '/not-me?token=from-the-alert';
const UNLOCK_LINK = '/unlock-sign-in?token=from-the-email';

/** Public and guest-only pages, walked signed out. */
export const VISITOR_ROUTES: readonly RouteWalk[] = [
  { name: 'home', path: '/', heading: 'FilHub: khai thác Filecoin dành cho thành viên', title: 'Trang chủ' },
  { name: 'maintenance', path: '/maintenance', heading: 'FilHub đang bảo trì', title: 'Bảo trì', arrive: openDuringMaintenance },
  { name: 'login', path: '/login', heading: 'Đăng nhập', title: 'Đăng nhập' },
  { name: 'sign-up', path: '/sign-up', heading: 'Đăng ký', title: 'Đăng ký' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Quên mật khẩu', title: 'Quên mật khẩu' },
  { name: 'reset-password', path: RESET_LINK, heading: 'Đặt lại mật khẩu', title: 'Đặt lại mật khẩu' },
  // The page of an alert's "this was not me" link: it asks before it acts, so a visit changes nothing.
  { name: 'not-me', path: NOT_ME_LINK, heading: 'Không phải tôi', title: 'Không phải tôi' },
  // The e-mailed unlock link's page: it asks before it acts, so a visit changes nothing.
  { name: 'unlock-sign-in', path: UNLOCK_LINK, heading: 'Mở khóa đăng nhập', title: 'Mở khóa đăng nhập' },
  // The compensation plan and the fee schedule: public, so that a prospect reads them before signing up.
  { name: 'plan', path: '/plan', heading: 'Chính sách trả thưởng', title: 'Chính sách trả thưởng' },
  { name: 'fees', path: '/fees', heading: 'Biểu phí và hạn mức', title: 'Biểu phí và hạn mức' },
  // What a member accepts at sign-up, linked from the form and every footer.
  { name: 'terms', path: '/terms', heading: 'Điều khoản sử dụng', title: 'Điều khoản sử dụng' },
  { name: 'privacy', path: '/privacy', heading: 'Chính sách quyền riêng tư', title: 'Chính sách quyền riêng tư' },
  { name: 'risk-disclosure', path: '/risk-disclosure', heading: 'Công bố rủi ro', title: 'Công bố rủi ro' },
  { name: 'ops-login', path: '/ops/login', heading: 'Đăng nhập bảng điều khiển', title: 'Đăng nhập bảng điều khiển' },
  {
    name: 'authentication',
    path: '/authentication',
    heading: 'Xác thực hai lớp',
    title: 'Xác thực hai lớp',
    // Only a sign-in with 2FA leads here: without its pending cookie the page sends the visitor to /login.
    arrive: (page) => signIn(page, DEMO_2FA),
  },
];

/** Member pages, walked signed in as demo. */
export const MEMBER_ROUTES: readonly RouteWalk[] = [
  { name: 'dashboard', path: '/dashboard', heading: 'Bảng điều khiển', title: 'Bảng điều khiển' },
  { name: 'register-new-member', path: '/register-new-member', heading: 'Đăng ký thành viên', title: 'Đăng ký thành viên' },
  { name: 'member-connect', path: '/member-connect', heading: 'Kết nối thành viên', title: 'Kết nối thành viên' },
  { name: 'place-order', path: '/place-order', heading: 'Đặt hàng', title: 'Đặt hàng' },
  // From the menu with an empty cart: the way back to the catalogue.
  { name: 'place-order-bank-payment', path: '/place-order/bank-payment', heading: 'Chuyển khoản ngân hàng', title: 'Chuyển khoản ngân hàng' },
  paymentWithCart('place-order-bank-payment-cart', '/place-order/bank-payment', 'Chuyển khoản ngân hàng'),
  bankPaymentOrdered,
  { name: 'place-order-point-payment', path: '/place-order/point-payment', heading: 'Điểm EB/EV', title: 'Điểm EB/EV' },
  paymentWithCart('place-order-point-payment-cart', '/place-order/point-payment', 'Điểm EB/EV'),
  { name: 'upgrade', path: '/upgrade', heading: 'Nâng cấp gói', title: 'Nâng cấp gói' },
  { name: 'wallet', path: '/wallet', heading: 'Ví', title: 'Ví' },
  { name: 'transactions', path: '/transactions', heading: 'Giao dịch', title: 'Giao dịch' },
  { name: 'bonus', path: '/bonus', heading: 'Thưởng', title: 'Thưởng' },
  { name: 'statement', path: '/statement', heading: 'Sao kê', title: 'Sao kê' },
  { name: 'notifications', path: '/notifications', heading: 'Thông báo', title: 'Thông báo' },
  { name: 'setting', path: '/setting', heading: 'Thông tin chung', title: 'Thông tin chung' },
  { name: 'setting-security', path: '/setting/security', heading: 'Bảo mật', title: 'Bảo mật' },
  { name: 'setting-kyc', path: '/setting/kyc', heading: 'KYC', title: 'KYC' },
  { name: 'setting-payment', path: '/setting/payment', heading: 'Thanh toán', title: 'Thanh toán' },
  { name: 'setting-notifications', path: '/setting/notifications', heading: 'Thông báo', title: 'Thông báo' },
  // The page of the e-mailed secure-password link: the form shows before the token is tried.
  {
    name: 'reset-secure-password',
    path: '/reset-secure-password?token=from-the-email',
    heading: 'Mật khẩu bảo mật',
    title: 'Mật khẩu bảo mật',
  },
  // The page of a new withdrawal address's e-mailed link, without a token (it says the link is incomplete): a made-up
  // token would be refused by the API (400), and e2e/withdrawals.spec.ts opens a real link.
  { name: 'confirm-withdraw-address', path: '/confirm-withdraw-address', heading: 'Địa chỉ rút tiền', title: 'Địa chỉ rút tiền' },
  // The page of the e-mailed verification link, with a made-up token: it asks before it acts, so a visit sends nothing.
  { name: 'verify-email', path: '/verify-email?token=from-the-email', heading: 'Xác minh e-mail', title: 'Xác minh e-mail' },
  { name: 'order', path: '/order', heading: 'Đơn hàng', title: 'Đơn hàng' },
  { name: 'order-temp', path: '/order/temp', heading: 'Đơn hàng tạm', title: 'Đơn hàng tạm' },
  { name: 'order-warehouse', path: '/order/warehouse', heading: 'Kho đơn hàng', title: 'Kho đơn hàng' },
  { name: 'support', path: '/support', heading: 'Hỗ trợ', title: 'Hỗ trợ' },
  supportTicket,
];

/** The operator console's pages, walked signed in as the demo admin (who sees every page). */
export const OPS_ROUTES: readonly RouteWalk[] = [
  { name: 'ops-home', path: '/ops', heading: 'Bảng điều khiển vận hành', title: 'Bảng điều khiển vận hành' },
  { name: 'ops-settings', path: '/ops/settings', heading: 'Cài đặt', title: 'Cài đặt' },
  { name: 'ops-mining', path: '/ops/mining', heading: 'Trả thưởng khai thác', title: 'Trả thưởng khai thác' },
  { name: 'ops-audit', path: '/ops/audit', heading: 'Nhật ký thao tác', title: 'Nhật ký thao tác' },
  { name: 'ops-kyc', path: '/ops/kyc', heading: 'Duyệt KYC', title: 'Duyệt KYC' },
  { name: 'ops-withdrawals', path: '/ops/withdrawals', heading: 'Lệnh rút', title: 'Lệnh rút' },
  { name: 'ops-bank-orders', path: '/ops/bank-orders', heading: 'Đơn chuyển khoản', title: 'Đơn chuyển khoản' },
  { name: 'ops-tickets', path: '/ops/tickets', heading: 'Yêu cầu hỗ trợ', title: 'Yêu cầu hỗ trợ' },
  { name: 'ops-members', path: '/ops/members', heading: 'Thành viên', title: 'Thành viên' },
  { name: 'ops-member', path: '/ops/members/demo', heading: 'Thành viên', title: 'Thành viên' },
  { name: 'ops-adjustments', path: '/ops/adjustments', heading: 'Điều chỉnh số dư', title: 'Điều chỉnh số dư' },
  { name: 'ops-operators', path: '/ops/operators', heading: 'Người vận hành', title: 'Người vận hành' },
];

/** Guest-only pages: a signed-in member is sent on to the dashboard. */
export const GUEST_PATHS = ['/login', '/sign-up', '/forgot-password', RESET_LINK, '/authentication'];
