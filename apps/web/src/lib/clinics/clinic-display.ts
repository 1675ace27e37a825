/** "2.3 miles": distance to one decimal on cards (§9); the data keeps six. */
export function milesText(distance: number): string {
  const rounded = distance.toFixed(1);
  return `${rounded} ${rounded === '1.0' ? 'mile' : 'miles'}`;
}

/** §3: a US number shown as (xxx) xxx-xxxx; anything that is not ten digits stays as written. */
export function formatUsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
