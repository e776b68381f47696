/**
 * A ticket's QR as an image source. The server makes the SVG; as an <img> it
 * is only ever drawn, never given the page's DOM or scripts. The e-ticket and
 * the box office's printed ticket both draw it this way.
 */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
