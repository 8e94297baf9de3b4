import { Check, ChevronLeft, ChevronRight, CircleCheckBig, Eye, History, Inbox, LayoutGrid, PenLine, Undo2, X } from 'lucide-react';
import { lucideIcon } from '../../../components/icons/lucide-icon';

// Glyphs the other areas already wrap.
export { LogOutIcon } from '../../../components/account/icons';
export { ArrowLeftIcon, TrashIcon } from '../../../components/notes/icons';

// Icons of the admin area, kept in its own chunk.

export const LayoutGridIcon = /* @__PURE__ */ lucideIcon('LayoutGridIcon', LayoutGrid);
export const EyeIcon = /* @__PURE__ */ lucideIcon('EyeIcon', Eye);
export const CheckIcon = /* @__PURE__ */ lucideIcon('CheckIcon', Check);
export const XIcon = /* @__PURE__ */ lucideIcon('XIcon', X);
export const UndoIcon = /* @__PURE__ */ lucideIcon('UndoIcon', Undo2);
export const PencilIcon = /* @__PURE__ */ lucideIcon('PencilIcon', PenLine);
export const ChevronLeftIcon = /* @__PURE__ */ lucideIcon('ChevronLeftIcon', ChevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ lucideIcon('ChevronRightIcon', ChevronRight);
export const InboxIcon = /* @__PURE__ */ lucideIcon('InboxIcon', Inbox);
export const PartyIcon = /* @__PURE__ */ lucideIcon('PartyIcon', CircleCheckBig);
export const HistoryIcon = /* @__PURE__ */ lucideIcon('HistoryIcon', History);
