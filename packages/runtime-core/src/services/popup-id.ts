/** Popup ids: 'popup-' followed by a 6-character code (the memory service's and the browser's popup manager's). */
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createPopupId(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)] ?? 'a';
  return `popup-${code}`;
}
