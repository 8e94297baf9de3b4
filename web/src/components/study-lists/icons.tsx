import { ArrowDown, ArrowUp, Globe, ListPlus, Lock, Pencil, Plus, Trash2, Link as LinkIcon, ListChecks } from 'lucide-react';
import { lucideIcon } from '../icons/lucide-icon';

// Icons of the study lists: their own module, so that only the chunks that show lists carry them.
export const ListPlusIcon = /* @__PURE__ */ lucideIcon('ListPlusIcon', ListPlus);
export const ListIcon = /* @__PURE__ */ lucideIcon('ListIcon', ListChecks);
export const PublicIcon = /* @__PURE__ */ lucideIcon('PublicIcon', Globe);
export const PrivateIcon = /* @__PURE__ */ lucideIcon('PrivateIcon', Lock);
export const RenameIcon = /* @__PURE__ */ lucideIcon('RenameIcon', Pencil);
export const PlusIcon = /* @__PURE__ */ lucideIcon('PlusIcon', Plus);
export const DeleteIcon = /* @__PURE__ */ lucideIcon('DeleteIcon', Trash2);
export const CopyLinkIcon = /* @__PURE__ */ lucideIcon('CopyLinkIcon', LinkIcon);
export const MoveUpIcon = /* @__PURE__ */ lucideIcon('MoveUpIcon', ArrowUp);
export const MoveDownIcon = /* @__PURE__ */ lucideIcon('MoveDownIcon', ArrowDown);
