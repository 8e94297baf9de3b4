import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { useRenderedState } from '../../app/rendered-page';
import { SITE_NAME } from '../../app/site';

/** What search engines and link previews show for a note that has no description of its own. */
export function noteSummary(note: Pick<NoteDetailFragment, 'description' | 'subject' | 'course' | 'semester' | 'college'>): string {
  return note.description.trim() || `${note.subject} · ${note.course} · Semester ${note.semester} · ${note.college}`;
}

/**
 * A note page's head: title, description, canonical address, link-preview tags and structured
 * data (schema.org LearningResource). React puts the title, meta and link elements in the
 * document's head, on the server (api/src/http/page-render.ts moves them there) and in the browser alike.
 */
export function NoteHead({ note }: { note: NoteDetailFragment }) {
  const publicUrl = useRenderedState()?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = `${publicUrl}/notes/${note.id}`;
  const summary = noteSummary(note);
  const description = summary.slice(0, 300);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: note.title,
    description: summary,
    url,
    inLanguage: 'en',
    learningResourceType: 'Lecture notes',
    isAccessibleForFree: true,
    about: note.subject,
    educationalLevel: note.course,
    teaches: note.subject,
    dateCreated: note.createdAt,
    dateModified: note.updatedAt,
    sourceOrganization: { '@type': 'CollegeOrUniversity', name: note.college },
    ...(note.uploader ? { author: { '@type': 'Person', name: note.uploader.username } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
    ...(note.excerpt ? { abstract: note.excerpt.slice(0, 500) } : {}),
  };
  return (
    <>
      <title>{`${note.title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={note.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {/* Data, not code: `<` escaped so that a title cannot end the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  );
}
