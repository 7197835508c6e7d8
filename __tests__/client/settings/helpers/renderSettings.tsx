import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import { findAccountTrigger, renderShell, vi } from '../../shell/helpers/renderShell';

export { findAccountTrigger, vi };

/**
 * The settings view as the page `path` shows it: inside the shell (header, menus) and the app's
 * providers, for a session set up with `signedInAs`. Resolves once the Vietnamese heading is in.
 */
export async function renderSettings(View: ComponentType, path: string, heading: Parameters<typeof vi>[0]) {
  const Page: PortalPage = () => <View />;
  Page.Shell = MemberShell;
  const view = renderShell(Page, { path });
  await screen.findByRole('heading', { level: 1, name: vi(heading) });
  return view;
}

/** Texts with %placeholders% filled, in Vietnamese. */
export function viWith(key: Parameters<typeof vi>[0], values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`%${name}%`, value), vi(key));
}
