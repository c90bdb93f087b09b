/** A bound mobile number as shown back to its owner: the first and last three digits, the rest hidden. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6)
    return mobile.length <= 2 ? mobile : `${mobile[0]}${'*'.repeat(mobile.length - 2)}${mobile.at(-1)}`;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}
