// Text written into HTML (the web board's pages, the offline replay file): every character that
// could open markup or end an attribute is an entity, so names, labels and a player's words stay text.
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);
