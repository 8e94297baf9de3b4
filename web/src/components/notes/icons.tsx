import { Icon, type IconProps } from '@chakra-ui/react';
import { lineIcon } from '../icons/line-icon';

// Line icons of the note screens, drawn like components/icons (Lucide-style, 24px grid). They
// live here so the landing page's shared icon module stays as small as it is.

export const ArrowLeftIcon = /* @__PURE__ */ lineIcon('ArrowLeftIcon', (
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>
));

export const EyeIcon = /* @__PURE__ */ lineIcon('EyeIcon', (
  <>
    <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
    <circle cx="12" cy="12" r="3" />
  </>
));

export const ShareIcon = /* @__PURE__ */ lineIcon('ShareIcon', (
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>
));

export const CheckIcon = /* @__PURE__ */ lineIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);

export const BookmarkIcon = /* @__PURE__ */ lineIcon('BookmarkIcon', (
  <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
));

export const PencilIcon = /* @__PURE__ */ lineIcon('PencilIcon', (
  <>
    <path d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z" />
    <path d="m15 5 4 4" />
  </>
));

export const TrashIcon = /* @__PURE__ */ lineIcon('TrashIcon', (
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>
));

export const ExternalLinkIcon = /* @__PURE__ */ lineIcon('ExternalLinkIcon', (
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>
));

export const CalendarIcon = /* @__PURE__ */ lineIcon('CalendarIcon', (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4" />
    <path d="M8 2v4" />
    <path d="M3 10h18" />
  </>
));

export const LayersIcon = /* @__PURE__ */ lineIcon('LayersIcon', (
  <>
    <path d="m12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z" />
    <path d="m22 17.65-9.17 4.16a2 2 0 0 1-1.66 0L2 17.65" />
    <path d="m22 12.65-9.17 4.16a2 2 0 0 1-1.66 0L2 12.65" />
  </>
));

export const UserIcon = /* @__PURE__ */ lineIcon('UserIcon', (
  <>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>
));

export const AlertIcon = /* @__PURE__ */ lineIcon('AlertIcon', (
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>
));

export const RefreshIcon = /* @__PURE__ */ lineIcon('RefreshIcon', (
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>
));

export const FilterIcon = /* @__PURE__ */ lineIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />);

export const LinkIcon = /* @__PURE__ */ lineIcon('LinkIcon', (
  <>
    <path d="M9 17H7A5 5 0 0 1 7 7h2" />
    <path d="M15 7h2a5 5 0 1 1 0 10h-2" />
    <path d="M8 12h8" />
  </>
));

export const LogInIcon = /* @__PURE__ */ lineIcon('LogInIcon', (
  <>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
  </>
));

/** Filled heart for a note the viewer likes (the outline one is in components/icons). */
export function HeartFilledIcon(props: IconProps) {
  return (
    <Icon boxSize="1em" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7z" />
      </svg>
    </Icon>
  );
}
