import { CloudDownload, CloudOff, HardDrive, RefreshCw, Send, X } from 'lucide-react';
import { lucideIcon } from '../components/icons/lucide-icon';

// The offline area's own glyphs (one module per area: see lucide-icon.tsx).
export const OfflineIcon = /* @__PURE__ */ lucideIcon('OfflineIcon', CloudOff);
export const AvailableOfflineIcon = /* @__PURE__ */ lucideIcon('AvailableOfflineIcon', CloudDownload);
export const StorageIcon = /* @__PURE__ */ lucideIcon('StorageIcon', HardDrive);
export const UpdateIcon = /* @__PURE__ */ lucideIcon('UpdateIcon', RefreshCw);
export const CloseIcon = /* @__PURE__ */ lucideIcon('CloseIcon', X);
export const SendLaterIcon = /* @__PURE__ */ lucideIcon('SendLaterIcon', Send);
