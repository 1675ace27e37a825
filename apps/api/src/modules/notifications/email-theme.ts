import type { CSSProperties } from 'react';

/*
 * The site's look (apps/web/src/styles/tokens.css) as inline styles, which is all many mail clients keep: its
 * colours, its system font stack, 16 px body text, and a width that shrinks to a 320 px screen.
 */
const color = {
  text: '#1b1f24',
  muted: '#4a5563',
  surface: '#f3f5f7',
  divider: '#d8dde3',
  brand: '#005a87',
  onBrand: '#ffffff',
  background: '#ffffff',
};

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = {
  body: { margin: 0, padding: '16px 0', backgroundColor: color.surface, fontFamily: font, color: color.text },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', backgroundColor: color.background },
  header: { padding: '12px 20px', borderBottom: `4px solid ${color.brand}` },
  wordmark: { margin: 0, color: color.brand, fontSize: '20px', fontWeight: 700, lineHeight: 1.2 },
  main: { padding: '8px 20px 16px' },
  heading: { margin: '16px 0 12px', fontSize: '26px', lineHeight: 1.2, fontWeight: 700, color: color.text },
  text: { margin: '0 0 12px', fontSize: '16px', lineHeight: 1.5, color: color.text },
  details: { margin: '16px 0', padding: '4px 16px', backgroundColor: color.surface, borderRadius: '8px' },
  label: { margin: '12px 0 2px', fontSize: '14px', lineHeight: 1.4, fontWeight: 700, color: color.muted },
  value: { margin: '0 0 4px', fontSize: '16px', lineHeight: 1.5, color: color.text },
  code: {
    margin: '0 0 12px',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '20px',
    fontWeight: 700,
    letterSpacing: '1px',
    color: color.text,
  },
  link: { color: color.brand, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    padding: '12px 24px',
    borderRadius: '4px',
    backgroundColor: color.brand,
    color: color.onBrand,
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: 'none',
  },
  actions: { margin: '8px 0 16px' },
  footer: { padding: '12px 20px 16px', borderTop: `1px solid ${color.divider}`, backgroundColor: color.surface },
  small: { margin: '0 0 8px', fontSize: '14px', lineHeight: 1.5, color: color.muted },
} satisfies Record<string, CSSProperties>;
