import type { Subject } from './subject';

/** Humanities, social sciences, law, education and media. */
export const HUMANITIES_SUBJECTS: readonly Subject[] = [
  {
    name: 'British Poetry',
    units: ['Chaucer and the Middle Ages', 'Elizabethan Sonnets', 'Metaphysical Poets', 'Romantic Poetry', 'Victorian Poetry', 'Modernist Poetry'],
    facts: [
      'Chaucer\'s The Canterbury Tales uses a pilgrimage frame to bring together pilgrims from every level of medieval society.',
      'John Donne\'s metaphysical conceits join unlike ideas, as in the compass image of A Valediction: Forbidding Mourning.',
      'Wordsworth defined poetry as the spontaneous overflow of powerful feelings recollected in tranquillity.',
      'Keats\'s odes explore beauty, mortality and negative capability.',
      'T. S. Eliot\'s The Waste Land uses fragments and allusions to show the spiritual emptiness after the First World War.',
    ],
  },
  {
    name: 'Shakespearean Drama',
    units: ['Elizabethan Theatre', 'Hamlet', 'Macbeth', 'Twelfth Night', 'The Tempest'],
    facts: [
      'Hamlet\'s delay in avenging his father is central to the play, and his soliloquies reveal his inner conflict.',
      'Macbeth\'s ambition, pushed by the witches\' prophecy and Lady Macbeth, leads to tyranny and guilt.',
      'Twelfth Night uses disguise and mistaken identity to question gender and desire.',
      'The Tempest is often read as Shakespeare\'s farewell to the stage and raises questions of power and colonialism.',
    ],
  },
  {
    name: 'Indian Writing in English',
    units: ['Early Indian English Poetry', 'Mulk Raj Anand and R. K. Narayan', 'Raja Rao\'s Kanthapura', 'Post-independence Fiction', 'Contemporary Indian Drama'],
    facts: [
      'Mulk Raj Anand, R. K. Narayan and Raja Rao are called the founding trio of the Indian English novel.',
      'Narayan\'s fictional town of Malgudi gives his stories a gentle irony about everyday life.',
      'Kanthapura retells the Gandhian freedom movement in a south Indian village in the style of a sthala purana.',
      'Salman Rushdie\'s Midnight\'s Children links its narrator\'s life to the birth of the nation using magic realism.',
    ],
  },
  {
    name: 'Literary Criticism',
    units: ['Classical Criticism: Aristotle', 'Romantic Criticism', 'New Criticism', 'Structuralism and Post-structuralism', 'Feminist and Postcolonial Criticism'],
    facts: [
      'Aristotle\'s Poetics defines tragedy as the imitation of an action that arouses pity and fear and brings about catharsis.',
      'New Critics such as Cleanth Brooks practised close reading and treated the text as a self-contained object.',
      'Derrida\'s deconstruction argues that meaning is never fixed because language rests on difference and deferral.',
      'Edward Said\'s Orientalism shows how Western writing built an image of the East that served colonial power.',
    ],
  },
  {
    name: 'Indian Government and Politics',
    units: ['Making of the Indian Constitution', 'Fundamental Rights and Duties', 'Directive Principles of State Policy', 'Parliament and the Executive', 'Judiciary and Judicial Review', 'Federalism'],
    facts: [
      'The Constituent Assembly, with Dr B. R. Ambedkar chairing the Drafting Committee, adopted the Constitution on 26 November 1949.',
      'Fundamental Rights are in Part III of the Constitution and are enforceable in the courts, while Directive Principles in Part IV are not.',
      'The Kesavananda Bharati case of 1973 laid down the basic structure doctrine, which limits Parliament\'s power to amend the Constitution.',
      'India has a parliamentary system in which the Council of Ministers is collectively responsible to the Lok Sabha.',
      'The Seventh Schedule divides legislative powers into the Union, State and Concurrent Lists.',
    ],
  },
  {
    name: 'Political Theory',
    units: ['What is Political Theory', 'Liberty', 'Equality', 'Justice', 'Democracy', 'Rights'],
    facts: [
      'Isaiah Berlin distinguished negative liberty, freedom from interference, from positive liberty, freedom to be one\'s own master.',
      'John Rawls\'s theory of justice chooses principles from behind a veil of ignorance.',
      'Social contract theorists Hobbes, Locke and Rousseau explain political authority as arising from agreement among individuals.',
      'Deliberative democracy stresses reasoned public discussion rather than simple aggregation of votes.',
    ],
  },
  {
    name: 'International Relations',
    units: ['Theories: Realism and Liberalism', 'Cold War', 'Post-Cold War World Order', 'United Nations', 'India\'s Foreign Policy'],
    facts: [
      'Realists see states as self-interested actors in an anarchic system, while liberals stress institutions and interdependence.',
      'The Non-Aligned Movement, which India helped found, kept away from both Cold War blocs.',
      'The UN Security Council has five permanent members with veto power.',
      'Panchsheel, the five principles of peaceful coexistence, was agreed between India and China in 1954.',
    ],
  },
  {
    name: 'Modern Indian History',
    units: ['Expansion of British Rule', 'Revolt of 1857', 'Social Reform Movements', 'Rise of Indian Nationalism', 'Gandhian Movements', 'Partition and Independence'],
    facts: [
      'The Battle of Plassey in 1757 marked the beginning of British political power in Bengal.',
      'Raja Ram Mohan Roy founded the Brahmo Samaj and campaigned against sati, which was abolished in 1829.',
      'The Indian National Congress was founded in 1885, and the moderates worked through petitions and constitutional methods.',
      'The Non-Cooperation Movement of 1920, the Civil Disobedience Movement with the Dandi March of 1930 and the Quit India Movement of 1942 were the major Gandhian campaigns.',
    ],
  },
  {
    name: 'Ancient Indian History',
    units: ['Harappan Civilisation', 'Vedic Age', 'Rise of Mahajanapadas', 'Mauryan Empire', 'Gupta Age'],
    facts: [
      'Harappan cities such as Mohenjo-daro and Dholavira had planned streets, covered drains and standard weights.',
      'Ashoka turned to dhamma after the Kalinga war and spread his message through rock and pillar edicts.',
      'Kautilya\'s Arthashastra is a treatise on statecraft, economy and administration.',
      'The Gupta period saw advances in mathematics and astronomy, including the work of Aryabhata.',
    ],
  },
  {
    name: 'Cognitive Psychology',
    units: ['Perception', 'Attention', 'Memory', 'Language', 'Problem Solving and Decision Making'],
    facts: [
      'The Atkinson-Shiffrin model describes sensory memory, short-term memory and long-term memory.',
      'Short-term memory holds about seven plus or minus two items, as Miller proposed, and chunking increases what it can hold.',
      'Selective attention lets us focus on one message and ignore others, as in the cocktail party effect.',
      'Heuristics such as availability and representativeness speed up decisions but cause systematic biases.',
    ],
  },
  {
    name: 'Developmental Psychology',
    units: ['Prenatal Development', 'Piaget\'s Stages of Cognitive Development', 'Erikson\'s Psychosocial Stages', 'Attachment', 'Adolescence'],
    facts: [
      'Piaget described the sensorimotor, preoperational, concrete operational and formal operational stages.',
      'Object permanence develops in the sensorimotor stage, and conservation appears in the concrete operational stage.',
      'Vygotsky\'s zone of proximal development is the gap between what a child can do alone and with guidance.',
      'Ainsworth\'s strange situation classified attachment as secure, anxious-avoidant or anxious-resistant.',
    ],
  },
  {
    name: 'Social Psychology',
    units: ['Social Cognition', 'Attitudes and Persuasion', 'Conformity and Obedience', 'Prejudice', 'Prosocial Behaviour'],
    facts: [
      'The fundamental attribution error is the tendency to explain others\' behaviour by personality rather than situation.',
      'Asch\'s line experiments showed that people often conform to a wrong group answer.',
      'Milgram\'s obedience studies showed how far people follow instructions from an authority figure.',
      'The bystander effect makes help less likely when more people are present.',
    ],
  },
  {
    name: 'Sociological Theory',
    units: ['Auguste Comte and Positivism', 'Emile Durkheim', 'Karl Marx', 'Max Weber', 'Structural Functionalism'],
    facts: [
      'Durkheim studied suicide as a social fact and linked its rates to social integration and regulation.',
      'Marx saw history as class struggle, with the bourgeoisie owning the means of production and the proletariat selling labour.',
      'Weber\'s Protestant Ethic links a religious outlook to the rise of capitalism, and he defined three types of authority.',
      'Functionalists such as Parsons see society as a system whose parts work together to maintain stability.',
    ],
  },
  {
    name: 'Indian Society',
    units: ['Caste System', 'Family and Kinship', 'Village and Urban Society', 'Tribal Communities', 'Social Change in India'],
    facts: [
      'M. N. Srinivas introduced the concepts of Sanskritisation and dominant caste.',
      'The joint family, with several generations sharing a hearth and property, is changing under urbanisation.',
      'Scheduled Tribes are listed under Article 342 of the Constitution.',
      'Westernisation, modernisation and globalisation are major processes of social change in India.',
    ],
  },
  {
    name: 'Research Methodology',
    units: ['Research Problem and Design', 'Sampling Methods', 'Data Collection Tools', 'Hypothesis Testing', 'Report Writing and Ethics'],
    facts: [
      'A good research problem is specific, researchable and significant, and the literature review shows the gap it fills.',
      'Probability sampling such as simple random, stratified and cluster sampling allows generalisation to the population.',
      'Reliability is consistency of a measure, while validity is whether it measures what it claims to.',
      'A Type I error rejects a true null hypothesis, and a Type II error fails to reject a false one.',
      'Plagiarism is the use of others\' work without acknowledgement; UGC regulations of 2018 set penalties for it.',
    ],
  },
  {
    name: 'Indian Philosophy',
    units: ['Vedas and Upanishads', 'Nyaya and Vaisheshika', 'Samkhya and Yoga', 'Advaita Vedanta', 'Buddhism and Jainism'],
    facts: [
      'The Upanishads teach that the individual self, atman, is identical with the ultimate reality, brahman.',
      'Nyaya accepts four pramanas or means of knowledge: perception, inference, comparison and testimony.',
      'Samkhya is dualist, separating purusha, pure consciousness, from prakriti, matter.',
      'The Buddha taught the Four Noble Truths and the Eightfold Path, and Jainism stresses ahimsa and anekantavada.',
    ],
  },
  {
    name: 'Ethics',
    units: ['Virtue Ethics', 'Deontology', 'Utilitarianism', 'Applied Ethics', 'Indian Ethical Thought'],
    facts: [
      'Aristotle\'s virtue ethics sees virtue as a mean between excess and deficiency, aimed at eudaimonia.',
      'Kant\'s categorical imperative asks us to act only on maxims we could will to be universal laws.',
      'Utilitarians such as Bentham and Mill judge actions by their consequences for the greatest happiness of the greatest number.',
      'The Bhagavad Gita\'s nishkama karma asks for action without attachment to its fruits.',
    ],
  },
  {
    name: 'Constitutional Law',
    units: ['Preamble and Nature of the Constitution', 'Right to Equality', 'Right to Life and Personal Liberty', 'Writs and Constitutional Remedies', 'Emergency Provisions', 'Amendment of the Constitution'],
    facts: [
      'Article 14 guarantees equality before law and equal protection of the laws, and allows reasonable classification.',
      'Maneka Gandhi v. Union of India (1978) held that procedure under Article 21 must be just, fair and reasonable.',
      'Article 32 lets a person move the Supreme Court directly for enforcement of Fundamental Rights through writs such as habeas corpus and mandamus.',
      'Article 368 gives Parliament power to amend the Constitution, subject to the basic structure doctrine.',
    ],
  },
  {
    name: 'Law of Contracts',
    units: ['Offer and Acceptance', 'Consideration', 'Free Consent', 'Void Agreements', 'Discharge and Remedies for Breach'],
    facts: [
      'Communication of an acceptance is complete against the proposer when it is put in the course of transmission.',
      'Consideration may move from the promisee or any other person under the Indian Contract Act, unlike English law.',
      'Consent is not free when caused by coercion, undue influence, fraud, misrepresentation or mistake.',
      'Hadley v. Baxendale limits damages to losses arising naturally from the breach or within the contemplation of the parties.',
    ],
  },
  {
    name: 'Criminal Law',
    units: ['General Principles of Criminal Liability', 'General Exceptions', 'Offences against the Human Body', 'Offences against Property', 'Bharatiya Nyaya Sanhita, 2023'],
    facts: [
      'Criminal liability generally needs both actus reus, a guilty act, and mens rea, a guilty mind.',
      'The right of private defence protects one\'s own body and property and those of others, within limits.',
      'Culpable homicide becomes murder when the act falls within the specific intentions and knowledge set out in the code.',
      'The Bharatiya Nyaya Sanhita, 2023 replaced the Indian Penal Code of 1860 from 1 July 2024.',
    ],
  },
  {
    name: 'Law of Torts',
    units: ['Nature and Definition of Tort', 'Negligence', 'Strict and Absolute Liability', 'Vicarious Liability', 'Defamation and Nuisance'],
    facts: [
      'Negligence needs a duty of care, breach of that duty and damage caused by the breach, as in Donoghue v. Stevenson.',
      'Rylands v. Fletcher set out strict liability for the escape of dangerous things from one\'s land.',
      'In M. C. Mehta v. Union of India, the Supreme Court laid down absolute liability for hazardous industries, with no exceptions.',
      'An employer is vicariously liable for torts committed by an employee in the course of employment.',
    ],
  },
  {
    name: 'Jurisprudence',
    units: ['Nature and Scope of Jurisprudence', 'Natural Law School', 'Analytical Positivism', 'Historical and Sociological Schools', 'Legal Rights and Duties'],
    facts: [
      'Austin defined law as the command of a sovereign backed by sanction.',
      'Hart described law as a union of primary rules of obligation and secondary rules of recognition, change and adjudication.',
      'Savigny\'s historical school held that law grows from the Volksgeist, the spirit of the people.',
      'Hohfeld analysed legal relations into rights, privileges, powers and immunities with their correlatives.',
    ],
  },
  {
    name: 'Educational Psychology',
    units: ['Learning Theories', 'Intelligence', 'Motivation in Learning', 'Individual Differences', 'Inclusive Education'],
    facts: [
      'Pavlov\'s classical conditioning and Skinner\'s operant conditioning explain learning through association and reinforcement.',
      'Gardner\'s theory of multiple intelligences includes linguistic, logical-mathematical, spatial and interpersonal intelligence.',
      'Intrinsic motivation comes from interest in the task itself and lasts longer than rewards.',
      'Bloom\'s taxonomy orders cognitive objectives from remembering and understanding to evaluating and creating.',
    ],
  },
  {
    name: 'Curriculum Development',
    units: ['Foundations of Curriculum', 'Tyler\'s Model', 'Curriculum Design', 'National Education Policy 2020', 'Curriculum Evaluation'],
    facts: [
      'Tyler\'s rationale asks four questions: purposes, learning experiences, organisation and evaluation.',
      'The National Education Policy 2020 replaces the 10+2 structure with a 5+3+3+4 design.',
      'Formative evaluation improves a curriculum while it is being developed, and summative evaluation judges its final effect.',
      'A spiral curriculum, proposed by Bruner, revisits topics at increasing depth.',
    ],
  },
  {
    name: 'Reporting and Editing',
    units: ['News Values', 'Writing the News Story', 'Interviewing', 'Copy Editing', 'Headlines and Layout'],
    facts: [
      'News values include timeliness, proximity, prominence, conflict and human interest.',
      'The inverted pyramid puts the most important facts, the five Ws and one H, in the lead.',
      'A copy editor checks facts, grammar, style and length and writes the headline.',
      'Attribution tells readers where information comes from and protects the credibility of the report.',
    ],
  },
  {
    name: 'Media Law and Ethics',
    units: ['Freedom of the Press', 'Defamation', 'Contempt of Court', 'Press Council of India', 'Right to Information'],
    facts: [
      'Press freedom in India flows from Article 19(1)(a), subject to reasonable restrictions under Article 19(2).',
      'The Press Council of India, set up under the Press Council Act of 1978, can warn or censure newspapers.',
      'The Right to Information Act, 2005 lets citizens request information from public authorities within thirty days.',
      'Journalists must respect privacy and avoid trial by media in cases that are sub judice.',
    ],
  },
];
