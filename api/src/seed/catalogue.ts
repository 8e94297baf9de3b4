import type { Subject } from './subject';
import subjectGroups from './subjects.json';

/**
 * Which subjects each programme studies. Courses map to one or more subject families
 * (first matching rule wins), families list subject names from subjects.json.
 */

/** The seed walks subjects in this order, so subjects.json's order is part of the demo data. */
export const SUBJECTS: readonly Subject[] = subjectGroups.flatMap((group: { subjects: Subject[] }) => group.subjects);

const CS = [
  'Data Structures and Algorithms',
  'Operating Systems',
  'Database Management Systems',
  'Computer Networks',
  'Theory of Computation',
  'Compiler Design',
  'Object Oriented Programming with Java',
  'Software Engineering',
  'Machine Learning',
  'Computer Organization and Architecture',
  'Discrete Mathematics',
  'Web Technologies',
  'Artificial Intelligence',
  'Engineering Mathematics',
];
const COMMERCE = [
  'Financial Accounting',
  'Cost Accounting',
  'Corporate Accounting',
  'Income Tax Law and Practice',
  'Auditing',
  'Business Law',
  'Business Statistics',
  'Banking and Insurance',
  'Microeconomics',
];

export const FAMILIES = {
  cs: CS,
  'data-science': [
    'Machine Learning',
    'Artificial Intelligence',
    'Probability and Statistics',
    'Database Management Systems',
    'Data Structures and Algorithms',
    'Linear Algebra',
  ],
  web: ['Web Technologies', 'Database Management Systems', 'Data Structures and Algorithms', 'Software Engineering', 'Object Oriented Programming with Java'],
  mechanical: [
    'Engineering Mechanics',
    'Thermodynamics',
    'Fluid Mechanics',
    'Strength of Materials',
    'Theory of Machines',
    'Manufacturing Processes',
    'Heat and Mass Transfer',
    'Engineering Drawing',
    'Engineering Mathematics',
  ],
  civil: [
    'Engineering Mechanics',
    'Structural Analysis',
    'Surveying',
    'Geotechnical Engineering',
    'Reinforced Concrete Design',
    'Transportation Engineering',
    'Fluid Mechanics',
    'Strength of Materials',
    'Environmental Studies',
  ],
  electrical: [
    'Network Analysis',
    'Electrical Machines',
    'Power Systems',
    'Control Systems',
    'Power Electronics',
    'Digital Electronics',
    'Electromagnetic Theory',
    'Engineering Mathematics',
  ],
  ece: [
    'Analog Electronics',
    'Digital Electronics',
    'Signals and Systems',
    'Communication Systems',
    'Microprocessors and Microcontrollers',
    'Electromagnetic Theory',
    'VLSI Design',
    'Network Analysis',
    'Control Systems',
  ],
  chemical: [
    'Chemical Reaction Engineering',
    'Mass Transfer Operations',
    'Thermodynamics',
    'Fluid Mechanics',
    'Heat and Mass Transfer',
    'Physical Chemistry',
    'Engineering Mathematics',
  ],
  'biotech-eng': ['Cell Biology', 'Molecular Biology', 'Genetics', 'Biochemistry', 'Microbiology', 'Chemical Reaction Engineering', 'Engineering Mathematics'],
  aerospace: ['Aerodynamics', 'Thermodynamics', 'Fluid Mechanics', 'Strength of Materials', 'Engineering Mechanics', 'Control Systems'],
  agriculture: ['Soil Science', 'Surveying', 'Fluid Mechanics', 'Plant Physiology', 'Environmental Studies', 'Engineering Drawing'],
  engineering: ['Thermodynamics', 'Fluid Mechanics', 'Structural Analysis', 'Control Systems', 'Numerical Methods'],
  physics: ['Classical Mechanics', 'Quantum Mechanics', 'Electrodynamics', 'Statistical Mechanics', 'Optics', 'Solid State Physics', 'Differential Equations'],
  chemistry: ['Organic Chemistry', 'Inorganic Chemistry', 'Physical Chemistry', 'Analytical Chemistry'],
  maths: [
    'Linear Algebra',
    'Real Analysis',
    'Probability and Statistics',
    'Differential Equations',
    'Numerical Methods',
    'Abstract Algebra',
    'Discrete Mathematics',
  ],
  lifesci: ['Cell Biology', 'Molecular Biology', 'Genetics', 'Biochemistry', 'Microbiology', 'Plant Physiology', 'Environmental Studies'],
  environment: ['Environmental Studies', 'Environmental Impact Assessment', 'Soil Science', 'Analytical Chemistry'],
  commerce: COMMERCE,
  'commerce-ca': [...COMMERCE, 'Database Management Systems', 'Web Technologies'],
  finance: ['Financial Management', 'Financial Accounting', 'Cost Accounting', 'Banking and Insurance', 'Business Statistics', 'Macroeconomics'],
  management: [
    'Principles of Management',
    'Marketing Management',
    'Human Resource Management',
    'Financial Management',
    'Organisational Behaviour',
    'Operations Management',
    'Business Statistics',
    'International Business',
    'Business Law',
  ],
  marketing: ['Marketing Management', 'Digital Marketing', 'Consumer Behaviour', 'Principles of Management', 'Business Statistics'],
  hr: ['Human Resource Management', 'Organisational Behaviour', 'Principles of Management', 'Business Law'],
  operations: ['Operations Management', 'Business Statistics', 'Principles of Management', 'Financial Management'],
  international: ['International Business', 'Macroeconomics', 'Marketing Management', 'Financial Management'],
  economics: ['Microeconomics', 'Macroeconomics', 'Indian Economy', 'Econometrics', 'Probability and Statistics'],
  english: ['British Poetry', 'Shakespearean Drama', 'Indian Writing in English', 'Literary Criticism'],
  polsci: ['Indian Government and Politics', 'Political Theory', 'International Relations'],
  history: ['Modern Indian History', 'Ancient Indian History'],
  psychology: ['Cognitive Psychology', 'Developmental Psychology', 'Social Psychology', 'Research Methodology'],
  sociology: ['Sociological Theory', 'Indian Society', 'Research Methodology'],
  philosophy: ['Indian Philosophy', 'Ethics'],
  research: ['Research Methodology'],
  law: ['Constitutional Law', 'Law of Contracts', 'Criminal Law', 'Law of Torts', 'Jurisprudence'],
  medical: ['Human Anatomy', 'Physiology', 'Biochemistry', 'Pathology', 'Pharmacology', 'Microbiology', 'Community Medicine'],
  dental: ['Dental Materials', 'Human Anatomy', 'Physiology', 'Pathology', 'Pharmacology'],
  pharmacy: ['Pharmaceutics', 'Pharmacognosy', 'Pharmacology', 'Organic Chemistry', 'Biochemistry'],
  veterinary: ['Veterinary Anatomy', 'Physiology', 'Microbiology', 'Pharmacology', 'Pathology'],
  nursing: ['Nursing Foundations', 'Human Anatomy', 'Physiology', 'Community Medicine', 'Microbiology'],
  education: ['Educational Psychology', 'Curriculum Development', 'Developmental Psychology', 'Research Methodology'],
  journalism: ['Reporting and Editing', 'Media Law and Ethics', 'Indian Government and Politics'],
  hotel: ['Food Production', 'Front Office Operations', 'Housekeeping Operations', 'Food and Beverage Service'],
  fashion: ['Fashion Illustration', 'Textile Science', 'Design Fundamentals', 'Colour Theory', 'History of Art'],
  graphic: ['Typography', 'Colour Theory', 'Design Fundamentals', 'Photography', 'History of Art'],
  'product-design': ['Ergonomics', 'Design Fundamentals', 'Engineering Drawing', 'Colour Theory'],
  interior: ['Ergonomics', 'Design Fundamentals', 'Colour Theory', 'Engineering Drawing'],
  painting: ['Drawing and Painting', 'History of Art', 'Colour Theory'],
  sculpture: ['Sculpture and Modelling', 'History of Art', 'Drawing and Painting'],
  photography: ['Photography', 'History of Art', 'Colour Theory', 'Design Fundamentals'],
  animation: ['Principles of Animation', 'Drawing and Painting', 'Colour Theory', 'Design Fundamentals'],
} as const satisfies Record<string, readonly string[]>;

export type Family = keyof typeof FAMILIES;

/** Ordered: more specific patterns come first (PhDs, "Hotel Management" before "Management"). */
const COURSE_RULES: ReadonlyArray<readonly [RegExp, readonly Family[]]> = [
  [/^PhD in Computer Science/, ['cs', 'research']],
  [/^PhD in Engineering/, ['engineering', 'research']],
  [/^PhD in Physics/, ['physics', 'research']],
  [/^PhD in Chemistry/, ['chemistry', 'research']],
  [/^PhD in Economics/, ['economics', 'research']],
  [/^PhD in Mathematics/, ['maths', 'research']],
  [/^PhD in Environmental/, ['environment', 'research']],
  [/^PhD in Political/, ['polsci', 'research']],
  [/^PhD in Literature/, ['english', 'research']],
  [/^PhD in Business/, ['management', 'research']],
  [/^PhD in Sociology/, ['sociology']],
  [/Data Science/, ['data-science']],
  [/Web Development/, ['web']],
  [/^B\.Com Computer Applications/, ['commerce-ca']],
  [/^(B\.Com|MCom).*(Finance|Banking)/, ['commerce', 'finance']],
  [/^(B\.Com|MCom)/, ['commerce']],
  [/Computer Science|Information Technology|MCA/, ['cs']],
  [/Mechanical/, ['mechanical']],
  [/Civil/, ['civil']],
  [/Electronics/, ['ece']],
  [/Electrical/, ['electrical']],
  [/Biotechnology Engineering/, ['biotech-eng']],
  [/Chemical Engineering/, ['chemical']],
  [/Aerospace/, ['aerospace']],
  [/Agricultural/, ['agriculture']],
  [/Physics/, ['physics']],
  [/Chemistry/, ['chemistry']],
  [/Mathematics/, ['maths']],
  [/Biotechnology|Zoology|Microbiology|Botany/, ['lifesci']],
  [/Environmental/, ['environment']],
  [/Hotel/, ['hotel']],
  [/Marketing/, ['marketing']],
  [/Finance/, ['finance', 'management']],
  [/HRM/, ['hr']],
  [/International Business/, ['international']],
  [/Operations/, ['operations']],
  [/Journalism/, ['journalism']],
  [/Economics/, ['economics']],
  [/English/, ['english']],
  [/Political Science/, ['polsci']],
  [/History/, ['history']],
  [/Psychology/, ['psychology']],
  [/Sociology/, ['sociology']],
  [/Philosophy/, ['philosophy']],
  [/Education|EdD/, ['education']],
  [/LLB|LLM/, ['law']],
  [/Doctor of Medicine/, ['medical']],
  [/Dental/, ['dental']],
  [/Pharmacy/, ['pharmacy']],
  [/Veterinary/, ['veterinary']],
  [/Nursing/, ['nursing']],
  [/Fashion/, ['fashion']],
  [/Graphic|Communication Design|Applied Arts/, ['graphic']],
  [/Product Design/, ['product-design']],
  [/Interior/, ['interior']],
  [/Painting/, ['painting']],
  [/Sculpture/, ['sculpture']],
  [/Photography/, ['photography']],
  [/Animation/, ['animation']],
  [/BBA|MBA|Management/, ['management']],
];

/** The subject families of a course; empty when no rule knows it (a test keeps that from happening). */
export function familiesOf(course: string): readonly Family[] {
  return COURSE_RULES.find(([pattern]) => pattern.test(course))?.[1] ?? [];
}

const SUBJECT_BY_NAME = new Map(SUBJECTS.map((s) => [s.name, s]));

export function subjectByName(name: string): Subject {
  const subject = SUBJECT_BY_NAME.get(name);
  if (!subject) throw new Error(`unknown demo subject: ${name}`);
  return subject;
}

/** Subjects a course studies, without repeats; general ones when the course is unknown. */
export function subjectsOf(course: string): readonly Subject[] {
  const families = familiesOf(course);
  const names = new Set(families.flatMap((f) => FAMILIES[f]));
  if (names.size === 0) FAMILIES.research.forEach((n) => names.add(n));
  return [...names].map(subjectByName);
}

/** Semesters a programme runs for, capped at the schema's 8. */
export function semestersOf(course: string): number {
  if (/^PhD|EdD|^PG Diploma|^Certificate/.test(course)) return 2;
  if (/^Diploma/.test(course)) return 4;
  if (/^Doctor of Medicine/.test(course)) return 6;
  if (/^(MSc|MBA|MCom|MA |MTech|MFA|MDes|MCA)|LLM/.test(course)) return 4;
  if (/^(BSc|B\.Com|BA |BBA|General BBA)|LLB/.test(course)) return 6;
  return 8;
}

/** Relative popularity on a notes site: engineering and commerce students upload the most. */
export function courseWeight(course: string): number {
  if (/^Computer Science Engineering/.test(course)) return 14;
  if (/^Information Technology|^MCA/.test(course)) return 6;
  if (/B\.Tech\/B\.E/.test(course)) return /Mechanical|Civil|Electrical|Electronics/.test(course) ? 5 : 2;
  if (/^(B\.Com|BBA|General BBA|MBA)/.test(course)) return 3;
  if (/^(BSc|BA |MTech|MSc)/.test(course)) return 2;
  return 1;
}
