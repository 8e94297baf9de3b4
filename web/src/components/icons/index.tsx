import {
  ArrowRight,
  BookOpen,
  Building,
  CircleCheck,
  Clock,
  Download,
  FileText,
  Gift,
  GraduationCap,
  Heart,
  Lightbulb,
  Mail,
  Menu,
  MessageCircle,
  Quote,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  Upload,
  UserPlus,
  Users,
  X,
} from 'lucide-react';
import { lucideIcon } from './lucide-icon';

// The shell's and landing page's icons (see lucide-icon.tsx); other areas keep their own modules.

export const UploadIcon = /* @__PURE__ */ lucideIcon('UploadIcon', Upload);
export const DownloadIcon = /* @__PURE__ */ lucideIcon('DownloadIcon', Download);
export const ShieldCheckIcon = /* @__PURE__ */ lucideIcon('ShieldCheckIcon', ShieldCheck);
export const CheckCircleIcon = /* @__PURE__ */ lucideIcon('CheckCircleIcon', CircleCheck);
export const UsersIcon = /* @__PURE__ */ lucideIcon('UsersIcon', Users);
export const UserPlusIcon = /* @__PURE__ */ lucideIcon('UserPlusIcon', UserPlus);
export const GiftIcon = /* @__PURE__ */ lucideIcon('GiftIcon', Gift);
export const StarIcon = /* @__PURE__ */ lucideIcon('StarIcon', Star);
export const MessageIcon = /* @__PURE__ */ lucideIcon('MessageIcon', MessageCircle);
export const HeartIcon = /* @__PURE__ */ lucideIcon('HeartIcon', Heart);
export const BookOpenIcon = /* @__PURE__ */ lucideIcon('BookOpenIcon', BookOpen);
export const FileTextIcon = /* @__PURE__ */ lucideIcon('FileTextIcon', FileText);
export const BuildingIcon = /* @__PURE__ */ lucideIcon('BuildingIcon', Building);
export const GraduationCapIcon = /* @__PURE__ */ lucideIcon('GraduationCapIcon', GraduationCap);
export const SearchIcon = /* @__PURE__ */ lucideIcon('SearchIcon', Search);
export const ArrowRightIcon = /* @__PURE__ */ lucideIcon('ArrowRightIcon', ArrowRight);
export const MenuIcon = /* @__PURE__ */ lucideIcon('MenuIcon', Menu);
export const CloseIcon = /* @__PURE__ */ lucideIcon('CloseIcon', X);
export const TargetIcon = /* @__PURE__ */ lucideIcon('TargetIcon', Target);
export const ClockIcon = /* @__PURE__ */ lucideIcon('ClockIcon', Clock);
export const LightbulbIcon = /* @__PURE__ */ lucideIcon('LightbulbIcon', Lightbulb);
export const MailIcon = /* @__PURE__ */ lucideIcon('MailIcon', Mail);
export const SparklesIcon = /* @__PURE__ */ lucideIcon('SparklesIcon', Sparkles);
export const QuoteIcon = /* @__PURE__ */ lucideIcon('QuoteIcon', Quote);
