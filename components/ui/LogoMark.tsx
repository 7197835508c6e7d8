/**
 * The logo as a vector: nothing for next/image to resize, and its 5 kB of code stay out of every page.
 * Decorative (alt ""): the site name always stands next to it or in the page title.
 */
export default function LogoMark({ size }: { size: number }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src="/logo.svg" alt="" width={size} height={size} />;
}
