import { test as base, expect, type Browser, type BrowserContextOptions, type Page, type WorkerInfo } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { measureLayout } from './layout-checks';
import { errorScreenTexts, layoutOverflow, measureTapTargets, saveScreenshot, seriousViolations, settle, watchPage } from './route-checks';
import { signInAsOperator } from './ops-helpers';
import { GUEST_PATHS, MEMBER_ROUTES, OPS_ROUTES, VISITOR_ROUTES, type RouteWalk } from './route-table';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface WalkFixtures {
  visitorPage: Page;
  memberPage: Page;
  memberState: StorageState;
  operatorPage: Page;
}

/**
 * Members' browsers are in Vietnam while the server may run in UTC (as in CI): a server render that
 * depends on the time zone shows up as a hydration error in the console.
 */
const MEMBERS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

function projectContext(browser: Browser, workerInfo: WorkerInfo) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = workerInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, timezoneId: MEMBERS_TIME_ZONE });
}

/**
 * Plain routes share one page per worker (a visitor's, and demo's signed in once), so each route loads like a
 * member's next page, with the scripts cached; routes with their own arrival get a fresh context.
 */
const test = base.extend<object, WalkFixtures>({
  visitorPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await projectContext(browser, workerInfo);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  memberPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await projectContext(browser, workerInfo);
      const page = await context.newPage();
      await signIn(page, DEMO);
      await expect(page).toHaveURL(/\/dashboard$/);
      await settle(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  memberState: [async ({ memberPage }, provide) => provide(await memberPage.context().storageState()), { scope: 'worker' }],
  operatorPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await projectContext(browser, workerInfo);
      const page = await context.newPage();
      await signInAsOperator(page, 'admin');
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Where a member reads the bottom bar and taps with a thumb: the phone projects (375x812 and 360x640). */
const onPhone = () => !!test.info().project.use.isMobile;

type Walker = 'visitor' | 'member' | 'operator';

async function walk(page: Page, route: RouteWalk, origin: string, walker: Walker): Promise<void> {
  const watch = watchPage(page, origin, route.expected);
  try {
    await test.step('arrive', async () => {
      if (route.arrive) await route.arrive(page);
      else await page.goto(route.path);
      await expect(page).toHaveURL(route.pathPattern ?? ((url) => `${url.pathname}${url.search}` === route.path));
      await settle(page);
    });
    await test.step('page', async () => {
      await expect.soft(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect.soft(page).toHaveTitle(`${route.title} | FilHub`);
      expect.soft(await errorScreenTexts(page), 'error screen').toEqual([]);
      const { sideways, layoutWidth } = await layoutOverflow(page);
      expect.soft(sideways, 'scrolls sideways').toBeLessThanOrEqual(0);
      expect.soft(layoutWidth, 'layout wider than the screen (zoomed out)').toBe(page.viewportSize()!.width);
    });
    // At every size: what a member reads must not lie under a control or another text, be cut off, or break mid-word.
    await test.step('reading', async () => {
      const { overlaps, clipped, brokenWords } = await measureLayout(page);
      expect.soft(overlaps, 'texts overlapping a control or another text').toEqual([]);
      expect.soft(clipped, 'texts cut off by their box').toEqual([]);
      expect.soft(brokenWords, 'words broken across lines').toEqual([]);
    });
    if (walker !== 'operator' && onPhone()) {
      // In the same visit as the rest of the walk: the measures take a few milliseconds, a visit seconds.
      await test.step('thumb', async () => {
        const { cutBarLabels, small, crowded } = await measureTapTargets(page, 'Menu chính');
        // Visitors' pages have no bottom bar.
        if (walker === 'member') expect.soft(cutBarLabels, 'bottom-bar labels cut').toEqual([]);
        expect.soft(small, 'tap targets smaller than 44x44').toEqual([]);
        expect.soft(crowded, 'tap targets closer than 8px').toEqual([]);
      });
    }
    await test.step('axe', async () => {
      expect.soft(await seriousViolations(page), 'serious or critical axe violations').toEqual([]);
    });
    await test.step('screenshot', () => saveScreenshot(page, test.info(), route.name));
    // The full-page screenshot brings links near the viewport, which prefetch their pages: let them finish.
    await test.step('requests', async () => {
      await page.waitForLoadState('networkidle');
      expect.soft(watch.problems(), 'console errors, page errors and failed requests').toEqual([]);
    });
  } finally {
    watch.stop();
  }
}

const titleOf = (route: RouteWalk) => `${route.path} (${route.name})`;

test.use({ timezoneId: MEMBERS_TIME_ZONE });

test.describe('every route, as a visitor', () => {
  for (const route of VISITOR_ROUTES) {
    if (route.arrive) test(titleOf(route), ({ page, baseURL }) => walk(page, route, baseURL!, 'visitor'));
    else test(titleOf(route), ({ visitorPage, baseURL }) => walk(visitorPage, route, baseURL!, 'visitor'));
  }

  test('/maintenance sends a visitor home while the site is not in maintenance', async ({ visitorPage }) => {
    await visitorPage.goto('/maintenance');
    await expect(visitorPage).toHaveURL(/\/$/);
    await settle(visitorPage);
  });
});

test.describe('every route, signed in as demo', () => {
  test.use({ storageState: ({ memberState }, provide) => provide(memberState) });

  for (const route of MEMBER_ROUTES) {
    if (route.arrive) test(titleOf(route), ({ page, baseURL }) => walk(page, route, baseURL!, 'member'));
    else test(titleOf(route), ({ memberPage, baseURL }) => walk(memberPage, route, baseURL!, 'member'));
  }

  test('the guest pages send a signed-in member to the dashboard', async ({ memberPage }) => {
    for (const path of GUEST_PATHS) {
      await memberPage.goto(path);
      await expect.soft(memberPage, path).toHaveURL(/\/dashboard$/);
    }
    await settle(memberPage);
  });
});

test.describe('every console route, signed in as the admin operator', () => {
  // The console is an operator's desktop tool (the small-phone size is for members): walked at 1280 and 375 only.
  test.skip(({ viewport }) => viewport?.width === 360, 'the console is not walked at 360px');

  for (const route of OPS_ROUTES) {
    test(titleOf(route), ({ operatorPage, baseURL }) => walk(operatorPage, route, baseURL!, 'operator'));
  }
});
