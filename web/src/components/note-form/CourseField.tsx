import { useMemo } from 'react';
import { suggestCourses } from '@domain/courses';
import { SuggestionCombobox } from '../Combobox/SuggestionCombobox';
import { FormField } from '../account/FormField';
import { useFieldSuggestions } from './useFieldSuggestions';

const MAX_SUGGESTIONS = 8;
const USED_COURSES_MAX = 3;

interface CourseFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/**
 * Free text with suggestions: the fixed list of programmes (case-insensitive substring, spec 5),
 * then courses other students already used, so the same course is not spelt five ways.
 */
export function CourseField({ value, onChange, error, required = false }: CourseFieldProps) {
  const used = useFieldSuggestions('COURSE', value);
  const suggestions = useMemo(() => {
    const programmes = suggestCourses(value, MAX_SUGGESTIONS);
    const known = new Set(suggestCourses(value, Number.MAX_SAFE_INTEGER).map((course) => course.toLowerCase()));
    // A few places are kept for courses other students typed that the list does not have.
    const others = used.filter((course) => !known.has(course.toLowerCase())).slice(0, USED_COURSES_MAX);
    return [...programmes.slice(0, MAX_SUGGESTIONS - others.length), ...others];
  }, [value, used]);
  return (
    <FormField label="Course" error={error} required={required} helper="Type part of a programme, e.g. B.Tech, BSc or MBA, and pick it from the list.">
      <SuggestionCombobox
        name="course"
        value={value}
        onChange={onChange}
        suggestions={suggestions}
        listLabel="Course suggestions"
        placeholder="e.g. Computer Science Engineering (B.Tech/B.E)"
      />
    </FormField>
  );
}
