import { CommunityFigures, type FigureSpec } from '../../../components/CommunityFigures/CommunityFigures';
import { BookOpenIcon, BuildingIcon, FileTextIcon, UsersIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';

const FIGURES: readonly FigureSpec[] = [
  { key: 'notesShared', label: 'Notes Shared', icon: FileTextIcon },
  { key: 'students', label: 'Students Helped', icon: UsersIcon },
  { key: 'colleges', label: 'Colleges', icon: BuildingIcon },
  { key: 'subjects', label: 'Subjects', icon: BookOpenIcon },
];

export function Impact() {
  return (
    <Section
      eyebrow="Our impact"
      title="CampusNotes in Numbers"
      subtitle="Live figures from the library, growing with every upload."
    >
      <CommunityFigures figures={FIGURES} />
    </Section>
  );
}
