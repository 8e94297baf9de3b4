import { lineIcon } from '../icons/line-icon';

export const FlagIcon = /* @__PURE__ */ lineIcon('FlagIcon', (
  <>
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
    <path d="M4 22v-7" />
  </>
));

export const BellIcon = /* @__PURE__ */ lineIcon('BellIcon', (
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>
));

export const PlusIcon = /* @__PURE__ */ lineIcon('PlusIcon', (
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>
));

export const CheckIcon = /* @__PURE__ */ lineIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
