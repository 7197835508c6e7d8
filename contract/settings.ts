/** One setting of a group (public/setting/list/:group). */
export interface Setting {
  name: string;
  value: string;
}
