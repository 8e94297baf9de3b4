import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export default function BrowsePage() {
  return <ComingSoon title="Explore Shared Notes" />;
}
