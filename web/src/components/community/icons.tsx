import { Bell, Check, Flag, Plus } from 'lucide-react';
import { lucideIcon } from '../icons/lucide-icon';

export const FlagIcon = /* @__PURE__ */ lucideIcon('FlagIcon', Flag);
export const BellIcon = /* @__PURE__ */ lucideIcon('BellIcon', Bell);
export const PlusIcon = /* @__PURE__ */ lucideIcon('PlusIcon', Plus);
export const CheckIcon = /* @__PURE__ */ lucideIcon('CheckIcon', Check);
