import { Icon, type IconProps } from '@chakra-ui/react';
import {
  ArrowLeft,
  Bookmark,
  Calendar,
  Check,
  ExternalLink,
  Eye,
  Funnel,
  Heart,
  Layers,
  Link,
  Link2,
  LogIn,
  Pencil,
  RefreshCw,
  Trash,
  TriangleAlert,
  UserRound,
} from 'lucide-react';
import { lucideIcon } from '../icons/lucide-icon';

// Icons of the note screens. They live here so the landing page's shared icon module stays as
// small as it is.

export const ArrowLeftIcon = /* @__PURE__ */ lucideIcon('ArrowLeftIcon', ArrowLeft);
export const EyeIcon = /* @__PURE__ */ lucideIcon('EyeIcon', Eye);
export const ShareIcon = /* @__PURE__ */ lucideIcon('ShareIcon', Link);
export const CheckIcon = /* @__PURE__ */ lucideIcon('CheckIcon', Check);
export const BookmarkIcon = /* @__PURE__ */ lucideIcon('BookmarkIcon', Bookmark);
export const PencilIcon = /* @__PURE__ */ lucideIcon('PencilIcon', Pencil);
export const TrashIcon = /* @__PURE__ */ lucideIcon('TrashIcon', Trash);
export const ExternalLinkIcon = /* @__PURE__ */ lucideIcon('ExternalLinkIcon', ExternalLink);
export const CalendarIcon = /* @__PURE__ */ lucideIcon('CalendarIcon', Calendar);
export const LayersIcon = /* @__PURE__ */ lucideIcon('LayersIcon', Layers);
export const UserIcon = /* @__PURE__ */ lucideIcon('UserIcon', UserRound);
export const AlertIcon = /* @__PURE__ */ lucideIcon('AlertIcon', TriangleAlert);
export const RefreshIcon = /* @__PURE__ */ lucideIcon('RefreshIcon', RefreshCw);
export const FilterIcon = /* @__PURE__ */ lucideIcon('FilterIcon', Funnel);
export const LinkIcon = /* @__PURE__ */ lucideIcon('LinkIcon', Link2);
export const LogInIcon = /* @__PURE__ */ lucideIcon('LogInIcon', LogIn);

/** Filled heart for a note the viewer likes (the outline one is in components/icons). */
export function HeartFilledIcon(props: IconProps) {
  return (
    <Icon boxSize="1em" {...props}>
      <Heart fill="currentColor" />
    </Icon>
  );
}
