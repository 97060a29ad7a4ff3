import { t, type Owner } from '@wl/contracts';

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** White or near-black initials, whichever contrasts more with the owner's colour (a colour we cannot read: white). */
export function initialsColorOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#fff';
  const light = luminance(background);
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#fff' : '#1f1b1d';
}

/** What a screen reader hears for an owner: the name and whether they are online. */
export const ownerStatusText = (owner: Owner) =>
  t('owner.coowner', {
    name: owner.fullName,
    status: t(owner.isOnline ? 'settings.owners.online' : 'settings.owners.offline'),
  });

/** Initials on the owner's colour, with a green dot while they have the list open. Decorative: say the name beside it. */
export function OwnerAvatar({ owner }: { owner: Owner }) {
  return (
    <span className="owner-avatar" aria-hidden="true">
      <span
        className="avatar owner-avatar__initials"
        style={{ background: owner.color, color: initialsColorOn(owner.color) }}
      >
        {owner.initials}
      </span>
      {owner.isOnline && <span className="owner-avatar__online" data-online />}
    </span>
  );
}
