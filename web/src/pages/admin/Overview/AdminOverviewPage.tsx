import { ComingSoon } from '../../../components/ComingSoon/ComingSoon';

export default function AdminOverviewPage() {
  return <ComingSoon title="Admin Overview" />;
}
