import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { collegePath, collegeSubjectPath } from '@domain/discovery';

interface NoteBreadcrumbsProps {
  note: { title: string; college: string; subject: string; collegeSlug?: string | null; subjectSlug?: string | null; approved: boolean };
}

/** Notes / the college / the subject at the college / the note: the way up to the pages that list it (public notes only). */
export function NoteBreadcrumbs({ note }: NoteBreadcrumbsProps) {
  if (!note.approved || !note.collegeSlug || !note.subjectSlug) return null;
  return (
    <nav aria-label="Breadcrumb">
      <HStack as="ol" listStyleType="none" gap="2" fontSize="sm" color="fg.muted" wrap="wrap" minW="0">
        <li>
          <Link asChild color="brand.fg">
            <RouterLink to="/browse">Notes</RouterLink>
          </Link>
        </li>
        <li>
          /{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={collegePath(note.collegeSlug)}>{note.college}</RouterLink>
          </Link>
        </li>
        <li>
          /{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={collegeSubjectPath(note.collegeSlug, note.subjectSlug)}>{note.subject}</RouterLink>
          </Link>
        </li>
      </HStack>
    </nav>
  );
}
