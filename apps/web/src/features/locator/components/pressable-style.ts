/**
 * React Aria's pressable elements want one CSS rule (touch-action), which it adds as an inline <style>;
 * our Content-Security-Policy allows only our own stylesheets, so the browser refuses it. React Aria adds
 * the rule only while no element carries its id: the rule ships in locator.module.css instead, and this
 * marks it as present.
 */
const REACT_ARIA_PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

export function markPressableStyleShipped(): void {
  if (typeof document === 'undefined' || document.getElementById(REACT_ARIA_PRESSABLE_STYLE_ID)) return;
  const marker = document.createElement('meta');
  marker.id = REACT_ARIA_PRESSABLE_STYLE_ID;
  document.head.prepend(marker);
}
