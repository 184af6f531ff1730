/** `50:50` → `50:50 (2회 분납)`. */
export function instalmentLabel(ratio: string): string {
  return `${ratio} 2회 분납`;
}
