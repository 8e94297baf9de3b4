import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

/** One form for create and update (spec): the update wording appears when updateId is present. */
export default function NoteFormPage() {
  const { updateId } = useParams();
  return <ComingSoon title={updateId ? 'Update Your Notes' : 'Share Your Knowledge'} />;
}
