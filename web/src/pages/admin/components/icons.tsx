import { lineIcon } from '../../../components/icons/line-icon';

// Glyphs the other areas already draw.
export { LogOutIcon } from '../../../components/account/icons';
export { ArrowLeftIcon, TrashIcon } from '../../../components/notes/icons';

// Line icons of the admin area (Lucide-style, 24px grid), kept in its own chunk.

export const LayoutGridIcon = /* @__PURE__ */ lineIcon('LayoutGridIcon', (
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
  </>
));

export const EyeIcon = /* @__PURE__ */ lineIcon('EyeIcon', (
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
));

export const CheckIcon = /* @__PURE__ */ lineIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);

export const XIcon = /* @__PURE__ */ lineIcon('XIcon', (
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>
));

export const UndoIcon = /* @__PURE__ */ lineIcon('UndoIcon', (
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>
));


export const PencilIcon = /* @__PURE__ */ lineIcon('PencilIcon', (
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>
));



export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ lineIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const InboxIcon = /* @__PURE__ */ lineIcon('InboxIcon', (
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </>
));

export const PartyIcon = /* @__PURE__ */ lineIcon('PartyIcon', (
  <>
    <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
    <path d="M22 4 12 14.01l-3-3" />
  </>
));
