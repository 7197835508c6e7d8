/**
 * The operator console's paths, apart from its menu: the member app's shell asks whether a path is the console's,
 * and must not load the console's menu for that.
 */
export const OPS_PATHS = { home: '/ops', login: '/ops/login' } as const;

export const isConsolePath = (pathname: string) => pathname === OPS_PATHS.home || pathname.startsWith(`${OPS_PATHS.home}/`);
