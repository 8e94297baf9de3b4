import { CommunityFigures, type FigureKey } from '../../../components/CommunityFigures/CommunityFigures';
import { Section } from '../../../components/Section/Section';

const FIGURES: readonly FigureKey[] = ['notesShared', 'students', 'colleges', 'subjects'];

export function Impact() {
  return (
    <Section eyebrow="Our impact" title="CampusNotes in Numbers" subtitle="Live figures from the library, growing with every upload.">
      <CommunityFigures figures={FIGURES} />
    </Section>
  );
}
