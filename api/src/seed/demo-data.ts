import type { Family } from './catalogue';

/**
 * The words the demo dataset is made of: colleges, people, note titles, descriptions and
 * comments. Subjects and their study material live in subjects.json.
 */

export { FAMILIES, SUBJECTS, courseWeight, familiesOf, semestersOf, subjectsOf } from './catalogue';

export interface College {
  name: string;
  /** How many of the demo notes come from here, relative to the others. */
  weight: number;
  /** Families of programmes it teaches, so notes land in plausible places. */
  offers: readonly Family[];
}

/** Business and commerce, as the arts-and-commerce universities offer them together. */
const COMMERCE: readonly Family[] = ['commerce', 'commerce-ca', 'finance', 'management', 'marketing', 'hr', 'international'];
/** The humanities and law. */
const HUMANITIES: readonly Family[] = ['economics', 'english', 'polsci', 'history', 'psychology', 'sociology', 'philosophy', 'law'];
const ENGINEERING: readonly Family[] = ['cs', 'mechanical', 'civil', 'electrical', 'ece', 'chemical', 'data-science', 'engineering', 'research'];

export const COLLEGES: readonly College[] = [
  {
    name: 'MANIT Bhopal',
    weight: 3,
    offers: [...ENGINEERING, 'maths', 'physics', 'chemistry', 'management', 'interior', 'product-design', 'environment', 'web'],
  },
  {
    name: 'IIT Bombay',
    weight: 2,
    offers: [
      ...ENGINEERING,
      'aerospace',
      'physics',
      'chemistry',
      'maths',
      'management',
      'operations',
      'economics',
      'product-design',
      'graphic',
      'environment',
      'psychology',
      'philosophy',
    ],
  },
  {
    name: 'NIT Trichy',
    weight: 2,
    offers: [...ENGINEERING, 'biotech-eng', 'physics', 'chemistry', 'maths', 'management', 'finance', 'marketing', 'hr', 'operations'],
  },
  {
    name: 'VIT Vellore',
    weight: 2,
    offers: [
      ...ENGINEERING,
      'biotech-eng',
      'aerospace',
      'agriculture',
      'lifesci',
      'physics',
      'chemistry',
      'maths',
      'commerce',
      'commerce-ca',
      'management',
      'marketing',
      'finance',
      'law',
      'fashion',
      'web',
    ],
  },
  {
    name: 'BITS Pilani',
    weight: 1.5,
    offers: [...ENGINEERING, 'biotech-eng', 'physics', 'chemistry', 'maths', 'lifesci', 'economics', 'finance', 'management', 'pharmacy'],
  },
  { name: 'IIIT Hyderabad', weight: 1, offers: ['cs', 'ece', 'data-science', 'maths', 'research', 'web', 'engineering'] },
  {
    name: 'Delhi University',
    weight: 2.5,
    offers: [
      'physics',
      'chemistry',
      'maths',
      'lifesci',
      'environment',
      ...COMMERCE,
      ...HUMANITIES,
      'medical',
      'dental',
      'nursing',
      'education',
      'journalism',
      'painting',
      'sculpture',
      'research',
    ],
  },
  {
    name: 'Anna University',
    weight: 1.5,
    offers: [...ENGINEERING, 'aerospace', 'agriculture', 'biotech-eng', 'lifesci', 'management', 'web', 'interior', 'environment'],
  },
  {
    name: 'Jadavpur University',
    weight: 1.5,
    offers: [...ENGINEERING, 'physics', 'chemistry', 'maths', 'lifesci', 'economics', 'english', 'history', 'polsci', 'sociology', 'philosophy', 'pharmacy'],
  },
  {
    name: 'SGSITS Indore',
    weight: 1.5,
    offers: ['cs', 'mechanical', 'civil', 'electrical', 'ece', 'biotech-eng', 'management', 'finance', 'marketing', 'hr', 'pharmacy', 'web'],
  },
  {
    name: 'LNCT Bhopal',
    weight: 2,
    offers: [
      'cs',
      'mechanical',
      'civil',
      'electrical',
      'ece',
      'chemical',
      'data-science',
      'management',
      'marketing',
      'finance',
      'hr',
      'pharmacy',
      'medical',
      'nursing',
      'commerce',
      'web',
    ],
  },
  {
    name: 'Christ University',
    weight: 2,
    offers: [
      ...COMMERCE,
      'operations',
      ...HUMANITIES,
      'hotel',
      'education',
      'journalism',
      'physics',
      'chemistry',
      'maths',
      'lifesci',
      'cs',
      'data-science',
      'fashion',
      'graphic',
      'photography',
      'animation',
      'web',
    ],
  },
];

export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Aditya',
  'Akash',
  'Amit',
  'Ananya',
  'Anjali',
  'Ankit',
  'Anusha',
  'Arjun',
  'Aryan',
  'Ayesha',
  'Bhavna',
  'Chetan',
  'Deepak',
  'Deepika',
  'Dev',
  'Divya',
  'Farhan',
  'Gaurav',
  'Gayatri',
  'Harsh',
  'Harini',
  'Ishaan',
  'Isha',
  'Jaya',
  'Karan',
  'Kavya',
  'Keerthi',
  'Kunal',
  'Lakshmi',
  'Manish',
  'Meera',
  'Mohit',
  'Nandini',
  'Neha',
  'Nikhil',
  'Nisha',
  'Pooja',
  'Pranav',
  'Prateek',
  'Priya',
  'Rahul',
  'Rajat',
  'Ravi',
  'Riya',
  'Rohan',
  'Rohit',
  'Sakshi',
  'Sameer',
  'Sana',
  'Sanjana',
  'Saurabh',
  'Shivani',
  'Shreya',
  'Siddharth',
  'Simran',
  'Sneha',
  'Suresh',
  'Swati',
  'Tanvi',
  'Tanmay',
  'Tushar',
  'Utkarsh',
  'Vaishnavi',
  'Varun',
  'Vikram',
  'Vinay',
  'Vishal',
  'Yash',
  'Zoya',
  'Abhishek',
  'Aishwarya',
  'Devansh',
  'Gunjan',
  'Harpreet',
  'Jatin',
  'Kritika',
  'Madhav',
  'Nilesh',
  'Omkar',
  'Pallavi',
  'Raghav',
  'Ritika',
  'Sahil',
  'Shruti',
  'Tejas',
  'Upasana',
  'Vedant',
  'Yamini',
  'Arnav',
  'Bhumi',
  'Darshan',
  'Esha',
  'Fatima',
  'Girish',
  'Hemant',
  'Imran',
  'Jyoti',
  'Kiran',
  'Lavanya',
  'Mihir',
  'Naveen',
  'Parth',
  'Rashmi',
  'Sourav',
  'Trisha',
  'Vivek',
];

export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Singh',
  'Gupta',
  'Reddy',
  'Nair',
  'Iyer',
  'Menon',
  'Das',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Joshi',
  'Kulkarni',
  'Deshmukh',
  'Patil',
  'Rao',
  'Naidu',
  'Pillai',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Dubey',
  'Chauhan',
  'Rathore',
  'Yadav',
  'Jain',
  'Agarwal',
  'Mehta',
  'Shah',
  'Desai',
  'Bose',
  'Ghosh',
  'Sen',
  'Saxena',
  'Srivastava',
  'Khan',
  'Qureshi',
  'Fernandes',
  'Dsouza',
  'Gill',
  'Sandhu',
  'Bhat',
  'Hegde',
  'Shetty',
  'Kumar',
  'Choudhary',
];

/** What a note is; titles and file names follow from it. */
export interface TitleContext {
  subject: string;
  unit: string;
  unitNumber: number;
  year: number;
  assignment: number;
}

export interface TitleTemplate {
  title(c: TitleContext): string;
  /** File name without extension, as a student would name the file. */
  file(c: TitleContext, slug: (s: string) => string): string;
}

export const TITLE_TEMPLATES: readonly TitleTemplate[] = [
  { title: (c) => `Unit ${c.unitNumber}: ${c.unit} — complete notes`, file: (c, s) => `${s(c.subject)}-unit-${c.unitNumber}` },
  { title: (c) => `${c.subject} mid-sem revision sheet`, file: (c, s) => `${s(c.subject)}-mid-sem-revision` },
  { title: (c) => `${c.unit}: short notes with examples`, file: (c, s) => `${s(c.unit)}-short-notes` },
  { title: (c) => `${c.subject} end-sem important questions`, file: (c, s) => `${s(c.subject)}-important-questions` },
  { title: (c) => `${c.subject} previous year questions ${c.year} with solutions`, file: (c, s) => `${s(c.subject)}-pyq-${c.year}` },
  { title: (c) => `${c.unit} explained in simple words`, file: (c, s) => `${s(c.unit)}-explained` },
  { title: (c) => `${c.subject} formula and definitions sheet`, file: (c, s) => `${s(c.subject)}-formula-sheet` },
  { title: (c) => `Quick revision: ${c.unit}`, file: (c, s) => `${s(c.unit)}-quick-revision` },
  { title: (c) => `${c.subject} class notes, unit ${c.unitNumber}`, file: (c, s) => `${s(c.subject)}-class-notes-unit-${c.unitNumber}` },
  { title: (c) => `${c.subject} viva questions and answers`, file: (c, s) => `${s(c.subject)}-viva-questions` },
  { title: (c) => `${c.unit} — handwritten notes, typed up`, file: (c, s) => `${s(c.unit)}-notes` },
  { title: (c) => `${c.subject} assignment ${c.assignment} solutions`, file: (c, s) => `${s(c.subject)}-assignment-${c.assignment}` },
  { title: (c) => `Unit ${c.unitNumber} ${c.unit} — one-shot revision`, file: (c, s) => `${s(c.subject)}-unit-${c.unitNumber}-one-shot` },
];

export interface DescriptionContext {
  subject: string;
  unit: string;
  course: string;
  college: string;
  semester: number;
}

export const DESCRIPTION_TEMPLATES: ReadonlyArray<(c: DescriptionContext) => string> = [
  (c) =>
    `Typed notes on ${c.unit} for ${c.subject}, semester ${c.semester}. Covers definitions, key results and solved examples as per the ${c.college} syllabus.`,
  (c) => `Made these while preparing for the ${c.subject} mid-sems. Short, to the point, and easy to revise the night before.`,
  (c) => `Concise ${c.subject} revision material: the key points of ${c.unit} plus the questions that keep coming back in exams.`,
  (c) => `Lecture notes compiled from class and the standard textbook. Useful for ${c.course} students in semester ${c.semester}.`,
  (c) => `Solved previous year questions of ${c.subject} with short answers and hints on how marks are given.`,
  (c) => `My notes for ${c.unit}. I have added diagrams described in words and a summary at the end of each topic.`,
  (c) => `Everything from ${c.unit} that our professor said is important for the end-sem, in one place.`,
  () => '',
];

export const INTRO_TEMPLATES: ReadonlyArray<(c: DescriptionContext) => string> = [
  (c) => `These notes cover ${c.unit} in ${c.subject} for ${c.course}, semester ${c.semester}, following the ${c.college} syllabus.`,
  (c) => `This is a summary of ${c.unit} from ${c.subject}, prepared from lectures and the standard reference books.`,
  (c) => `${c.subject}, semester ${c.semester}: notes on ${c.unit}, written for quick revision before internal and end-semester exams.`,
  (c) => `Read this after the lecture on ${c.unit}. The key ideas of ${c.subject} are explained first, then the points that are usually asked in exams.`,
];

export const TIP_TEMPLATES: ReadonlyArray<(c: DescriptionContext) => string> = [
  (c) => `Exam tip: questions on ${c.unit} usually carry 7 to 10 marks. Write the definition first, then the explanation with an example.`,
  (c) => `Revise ${c.unit} together with the previous units of ${c.subject}; most long answers combine two topics.`,
  () => 'Practise at least five questions from previous year papers after reading these notes, and time yourself.',
  () => 'Underline keywords in your answers; examiners look for the standard terms first.',
  (c) => `For the viva, be ready to explain ${c.unit} in two or three sentences without notes.`,
];

/** Comment bodies; {subject} and {unit} are filled from the note. */
export const COMMENTS = [
  'Thanks a lot, the part on {unit} finally made sense to me.',
  'Very helpful for the mid-sems. Could you also upload notes for the next unit?',
  'Clear and to the point. Saved me hours before the viva.',
  'Is this according to the new syllabus? Our college changed {subject} this year.',
  'The examples on {unit} are really good. Bookmarked!',
  'Small correction: please check the second paragraph, one statement looks off.',
  'Perfect for last-minute revision.',
  'Please upload the remaining units too 🙏',
  'Our professor followed exactly this order. Thank you!',
  'Downloaded, very neat notes.',
  'Can someone explain the {unit} part in simpler words?',
  'Helped me score well in the internal assessment.',
  'Great notes! Shared with my whole section.',
  'Are these enough for the end-sem or should we read the textbook too?',
  'Thanks senior, this is gold.',
  'Was struggling with {subject}, this helped a lot.',
  'Clean formatting, easy to read on the phone.',
  'Would be great if you add a few numericals.',
  "Exactly what I needed for tomorrow's exam.",
  'The summary at the end is super useful.',
  'Which textbook did you follow for this?',
  'Bhai thank you, saved my semester.',
  'Nice work! Can you share the lab manual as well?',
  'Really well explained. Looking for more {subject} notes from you.',
  'Came here from the college WhatsApp group, worth it.',
  'The {unit} section is better than our class notes.',
  'Good notes, but a couple of diagrams would make it even better.',
  'Studying for the backlog exam, these are a lifesaver.',
];

export const UPLOADER_REPLIES = [
  'Glad it helped! Next unit coming soon.',
  'Thanks! I followed the standard textbook and our class notes.',
  'Good catch, I will fix it in the next version.',
  'Yes, this is as per the current syllabus.',
  'All the best for your exams!',
];
