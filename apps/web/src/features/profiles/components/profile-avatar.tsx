import { Avatar } from '@mantine/core';

/** A profile's initials (no photos are kept). */
export function ProfileAvatar({ name, size = 'lg' }: { name: string; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Avatar size={size} radius="xl" color="green" variant="filled" aria-hidden="true">
      {initials}
    </Avatar>
  );
}
