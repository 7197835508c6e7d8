export const SIDE_MENU_WIDTH = 250;
export const SIDE_MENU_COLLAPSED_WIDTH = 83.5;
export const HEADER_HEIGHT = 70;

export const MODAL_MIN_WIDTH = 320;
export const MODAL_BODY_PADDING = 20;
export const MODAL_ANIMATION_SECONDS = 0.3;
export const MODAL_SWIPE_TO_CLOSE_VELOCITY = 300;

export const LINK_PREFETCH_DISTANCE = 200;
/** QR codes and charts start drawing this far below the fold, so they are there when they scroll in. */
export const DRAW_NEAR_SCREEN_DISTANCE = 400;

export const PERSIST_TIMEOUT_MS = 5000;
export const REFRESH_INTERVAL_MS = 60_000;

export const SESSION_COOKIE_DAYS = 7;

export const CHAIN_IDS = { bsc: 56, bscTestnet: 97 } as const;
export const DEFAULT_CHAIN_ID = CHAIN_IDS.bsc;
export const MULTICALL_BATCH_SIZE = 204_800;

export const WALLET_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const WALLET_CACHE_THROTTLE_MS = 1000;
export const WALLET_RETRY_COUNT = 3;
export const WALLET_RETRY_BASE_DELAY_MS = 150;

export const PERCENT_SCALE = 100_000;

/** Shown for a member who has not uploaded an avatar. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
