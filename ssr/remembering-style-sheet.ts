import { ServerStyleSheet, __PRIVATE__ } from 'styled-components';

const { StyleSheet } = __PRIVATE__;

/** Enough for every style of every page several times over; past it the memory starts again empty. */
export const MAX_REMEMBERED_RULE_SETS = 5_000;

const rulesByName = new Map<string, string[]>();

const keyOf = (id: string, name: string) => `${id} ${name}`;

/**
 * A server sheet that reuses the CSS that stylis made for a class name in an earlier render. A class name is the
 * hash of its component and its CSS (and of stylis' options), so the same name always stands for the same rules;
 * a fresh sheet per render otherwise ran stylis again on every style of the page (about 150 per member page).
 */
class RememberingStyleSheet extends StyleSheet {
  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    const rules = rulesByName.get(keyOf(id, name));
    if (!rules) return false;
    super.insertRules(id, name, rules);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    if (rulesByName.size >= MAX_REMEMBERED_RULE_SETS) rulesByName.clear();
    rulesByName.set(keyOf(id, name), rules);
    super.insertRules(id, name, rules);
  }
}

/** styled-components' ServerStyleSheet (one per render, as before) on a sheet that remembers stylis' work. */
export class RememberingServerStyleSheet extends ServerStyleSheet {
  constructor() {
    super();
    this.instance = new RememberingStyleSheet({ isServer: true });
  }
}
