// `npm run seed:scale`: a large tree of generated members under demo (the bench of big teams), in one transaction,
// then every team figure rebuilt from it.
import { hashPassword } from '../domain/password';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD } from '../db/seed-data/members';
import { findUserIdByUsername } from '../db/network';
import { analyzeScaleTables, insertScaleTree, scaleTreeExists, SCALE_USERNAME_PREFIX } from '../db/scale-tree';
import type { ScaleTreeCounts, ScaleTreeShape } from '../db/scale-tree';
import { rebuildTeamFigures } from '../db/team-figures';
import type { Database } from '../db/types';

/** The member the tree hangs from. */
export const SCALE_ROOT_USERNAME = 'demo';

export const DEFAULT_SCALE_SHAPE: ScaleTreeShape = { members: 100_000, chainLength: 200, contracts: 10_000 };

export class ScaleTreeExistsError extends Error {
  constructor() {
    super(
      `The scale tree is already there (member ${SCALE_USERNAME_PREFIX}1 exists): seed it into a fresh database ` +
        '(another DATA_DIR, or an empty PostgreSQL database).',
    );
    this.name = 'ScaleTreeExistsError';
  }
}

export interface ScaleSeedResult extends ScaleTreeCounts {
  /** Milliseconds: hashing the one shared password, writing the tree, rebuilding the team figures (and ANALYZE). */
  timings: { hashMs: number; insertMs: number; rebuildMs: number };
}

/**
 * Adds the scale tree under demo of a migrated, seeded database, and rebuilds every member's team figures. Every generated member signs in with the demo
 * password (one hash shared by all). Refuses when the tree is already there.
 */
export async function seedScaleTree(db: Database, shape: ScaleTreeShape = DEFAULT_SCALE_SHAPE): Promise<ScaleSeedResult> {
  if (await scaleTreeExists(db)) throw new ScaleTreeExistsError();
  const rootId = await findUserIdByUsername(db, SCALE_ROOT_USERNAME);
  if (!rootId) throw new Error(`No member ${SCALE_ROOT_USERNAME}: seed the demo world first.`);

  let started = performance.now();
  const [passwordHash, securePasswordHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_SECURE_PASSWORD)]);
  const hashMs = performance.now() - started;

  // One transaction: the tree and its figures appear together (or not at all).
  let insertMs = 0;
  const counts = await db.transaction(async (tx) => {
    started = performance.now();
    const made = await insertScaleTree(tx, rootId, shape, { passwordHash, securePasswordHash }, new Date());
    insertMs = performance.now() - started;
    started = performance.now();
    await rebuildTeamFigures(tx);
    return made;
  });
  await analyzeScaleTables(db);
  const rebuildMs = performance.now() - started;
  return { ...counts, timings: { hashMs, insertMs, rebuildMs } };
}
