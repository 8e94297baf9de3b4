import type { Subject } from './subject';

/** Medicine and allied health, then design and the fine arts. */
export const HEALTH_AND_ARTS_SUBJECTS: readonly Subject[] = [
  {
    name: 'Human Anatomy',
    units: ['Upper Limb', 'Lower Limb', 'Thorax', 'Abdomen', 'Head and Neck', 'Neuroanatomy'],
    facts: [
      'The brachial plexus is formed by the ventral rami of C5 to T1 and supplies the upper limb.',
      'Injury to the radial nerve in the spiral groove of the humerus causes wrist drop.',
      'The heart has four chambers, and the right coronary artery usually supplies the sinoatrial node.',
      'The femoral triangle is bounded by the inguinal ligament, the sartorius and the adductor longus.',
      'Cerebrospinal fluid is produced by the choroid plexus and circulates through the ventricles and the subarachnoid space.',
    ],
  },
  {
    name: 'Physiology',
    units: ['General Physiology', 'Blood', 'Cardiovascular System', 'Respiratory System', 'Renal Physiology', 'Nervous System'],
    facts: [
      'The resting membrane potential of a neuron is about minus 70 millivolts, kept by the sodium-potassium pump.',
      'Cardiac output is stroke volume times heart rate, about five litres per minute at rest.',
      'Most carbon dioxide travels in blood as bicarbonate, formed with the help of carbonic anhydrase in red cells.',
      'The glomerular filtration rate is about 125 millilitres per minute and is used to assess kidney function.',
      'The Frank-Starling law says the heart pumps more strongly when it is filled more in diastole.',
    ],
  },
  {
    name: 'Pathology',
    units: ['Cell Injury and Adaptation', 'Inflammation and Repair', 'Haemodynamic Disorders', 'Neoplasia', 'Haematology'],
    facts: [
      'Hypertrophy is an increase in cell size, hyperplasia an increase in cell number and metaplasia a change from one cell type to another.',
      'Acute inflammation shows the cardinal signs of redness, heat, swelling, pain and loss of function.',
      'Virchow\'s triad of endothelial injury, stasis and hypercoagulability explains thrombosis.',
      'Malignant tumours invade surrounding tissue and metastasise, while benign tumours stay localised.',
    ],
  },
  {
    name: 'Pharmacology',
    units: ['Pharmacokinetics', 'Pharmacodynamics', 'Autonomic Nervous System Drugs', 'Antimicrobials', 'Cardiovascular Drugs'],
    facts: [
      'Bioavailability is the fraction of a dose that reaches the systemic circulation unchanged, and it is 100 percent for intravenous drugs.',
      'A drug reaches steady state after about four to five half-lives of regular dosing.',
      'Atropine blocks muscarinic receptors and is used to treat organophosphate poisoning.',
      'Beta-lactam antibiotics such as penicillin inhibit bacterial cell wall synthesis.',
      'ACE inhibitors lower blood pressure but can cause a dry cough because they raise bradykinin levels.',
    ],
  },
  {
    name: 'Community Medicine',
    units: ['Epidemiology', 'Biostatistics', 'Communicable Diseases', 'National Health Programmes', 'Nutrition and Health'],
    facts: [
      'Incidence counts new cases in a period, while prevalence counts all existing cases at a point in time.',
      'The epidemiological triad links agent, host and environment.',
      'India\'s Universal Immunisation Programme gives vaccines such as BCG, OPV, pentavalent and measles-rubella free of cost.',
      'Primary health centres serve about 30,000 people in the plains and 20,000 in hilly and tribal areas.',
    ],
  },
  {
    name: 'Dental Materials',
    units: ['Structure and Properties of Materials', 'Impression Materials', 'Gypsum Products', 'Dental Amalgam', 'Composite Resins', 'Dental Cements'],
    facts: [
      'Alginate is an irreversible hydrocolloid impression material, so casts must be poured soon to avoid distortion.',
      'Composite resins are cured by light and bond to enamel after acid etching with phosphoric acid.',
      'Glass ionomer cement releases fluoride and bonds chemically to tooth structure.',
      'Dental amalgam is an alloy of mercury with silver, tin and copper.',
    ],
  },
  {
    name: 'Pharmaceutics',
    units: ['Dosage Forms', 'Tablets and Capsules', 'Liquid Dosage Forms', 'Sterile Products', 'Biopharmaceutics'],
    facts: [
      'Tablets contain the drug with excipients such as diluents, binders, disintegrants and lubricants.',
      'Suspensions need suspending agents to slow sedimentation, and the particles should redisperse on shaking.',
      'Parenteral products must be sterile, free of pyrogens and, for large volumes, isotonic.',
      'Dissolution testing measures how fast a drug leaves its dosage form, a key step before absorption.',
    ],
  },
  {
    name: 'Pharmacognosy',
    units: ['Sources of Crude Drugs', 'Evaluation of Crude Drugs', 'Alkaloids', 'Glycosides', 'Herbal Medicines and Phytochemistry'],
    facts: [
      'Crude drugs are evaluated by organoleptic, microscopic, physical, chemical and biological methods.',
      'Alkaloids such as morphine, quinine and atropine are nitrogenous bases that usually give precipitates with Dragendorff\'s reagent.',
      'Digoxin from Digitalis is a cardiac glycoside that strengthens heart contraction.',
      'Ashwagandha, tulsi and turmeric are widely studied herbs in Ayurvedic practice.',
    ],
  },
  {
    name: 'Veterinary Anatomy',
    units: ['Osteology', 'Myology', 'Digestive System of Ruminants', 'Cardiovascular System', 'Avian Anatomy'],
    facts: [
      'The ruminant stomach has four compartments: rumen, reticulum, omasum and abomasum, the true stomach.',
      'Foreign bodies swallowed by cattle often lodge in the reticulum and can cause traumatic reticulopericarditis.',
      'Birds have air sacs connected to their lungs and pneumatic bones, which reduce body weight.',
      'The horse has no gall bladder, and bile flows continuously into the duodenum.',
    ],
  },
  {
    name: 'Nursing Foundations',
    units: ['Nursing Process', 'Vital Signs', 'Infection Control', 'Administration of Medications', 'Patient Safety and Documentation'],
    facts: [
      'The nursing process has five steps: assessment, diagnosis, planning, implementation and evaluation.',
      'Normal adult vital signs are a temperature near 37 degrees Celsius, a pulse of 60 to 100 beats per minute and a respiratory rate of 12 to 20 breaths per minute.',
      'Hand hygiene is the single most effective way to prevent hospital-acquired infections.',
      'The rights of medication administration include the right patient, drug, dose, route and time.',
    ],
  },
  {
    name: 'Design Fundamentals',
    units: ['Elements of Design', 'Principles of Design', 'Gestalt Principles', 'Form and Space', 'Design Process'],
    facts: [
      'The elements of design are point, line, shape, form, space, texture and colour.',
      'Balance can be symmetrical, asymmetrical or radial, and contrast creates emphasis.',
      'Gestalt principles such as proximity, similarity, closure and continuity explain how we group what we see.',
      'The design process moves from research and problem definition through ideation and prototyping to testing.',
    ],
  },
  {
    name: 'Colour Theory',
    units: ['Colour Wheel', 'Colour Harmonies', 'Colour Psychology', 'Additive and Subtractive Colour', 'Colour in Print and Screen'],
    facts: [
      'Primary, secondary and tertiary colours are arranged on the colour wheel, with complementary colours opposite each other.',
      'Analogous harmonies use neighbouring hues, and triadic harmonies use three evenly spaced hues.',
      'Screens mix light additively in RGB, while printing mixes inks subtractively in CMYK.',
      'Hue, value and saturation (chroma) describe any colour.',
    ],
  },
  {
    name: 'Typography',
    units: ['Anatomy of Type', 'Type Classification', 'Hierarchy and Layout', 'Grid Systems', 'Indian Scripts in Design'],
    facts: [
      'Serif typefaces have small strokes at the ends of letters, while sans-serif typefaces do not.',
      'Kerning adjusts space between particular letter pairs, and tracking adjusts spacing across a whole word or line.',
      'Leading is the vertical space between lines of text, usually 120 to 145 percent of the type size for body text.',
      'Devanagari type hangs from a headline, the shirorekha, which affects how it pairs with Latin fonts.',
    ],
  },
  {
    name: 'History of Art',
    units: ['Indian Art: Ajanta and Ellora', 'Mughal and Rajput Miniatures', 'Renaissance', 'Impressionism', 'Modern Indian Art and the Bengal School'],
    facts: [
      'The Ajanta caves hold Buddhist murals painted from about the 2nd century BCE to the 5th century CE.',
      'Mughal miniatures under Akbar and Jahangir blended Persian technique with Indian subjects.',
      'Renaissance artists such as Leonardo and Michelangelo used linear perspective and anatomy to create realism.',
      'Abanindranath Tagore led the Bengal School, reviving Indian styles against colonial academic art.',
    ],
  },
  {
    name: 'Fashion Illustration',
    units: ['Fashion Croquis', 'Drawing Garments', 'Rendering Fabrics', 'Flat Sketches', 'Fashion Portfolio'],
    facts: [
      'A fashion croquis is usually nine heads tall, longer than the seven-and-a-half head proportion of a real figure.',
      'Flat sketches are precise technical drawings of garments used for production.',
      'Fabric rendering shows texture and drape, such as the sheen of silk or the weave of denim.',
      'A portfolio presents mood boards, colour stories, illustrations and finished garments for each collection.',
    ],
  },
  {
    name: 'Textile Science',
    units: ['Textile Fibres', 'Yarn Manufacturing', 'Weaving and Knitting', 'Dyeing and Printing', 'Indian Handloom Traditions'],
    facts: [
      'Natural fibres include cotton, silk, wool and jute, while polyester and nylon are synthetic.',
      'Plain, twill and satin are the three basic weaves.',
      'Bandhani is tie-and-dye from Gujarat and Rajasthan, and ikat dyes the yarn before weaving.',
      'Banarasi, Kanjeevaram and Chanderi are well-known handloom saris with geographical indication tags.',
    ],
  },
  {
    name: 'Ergonomics',
    units: ['Anthropometry', 'Human Factors', 'Workspace Design', 'Product Usability', 'Universal Design'],
    facts: [
      'Anthropometric data are used to design for the 5th to 95th percentile of users.',
      'Good seating supports the lumbar curve and lets feet rest flat on the floor.',
      'Usability is judged by effectiveness, efficiency and satisfaction for specified users.',
      'Universal design aims at products usable by people of all ages and abilities without special adaptation.',
    ],
  },
  {
    name: 'Photography',
    units: ['Camera and Lenses', 'Exposure Triangle', 'Lighting', 'Composition', 'Digital Post-processing'],
    facts: [
      'Exposure depends on aperture, shutter speed and ISO, the exposure triangle.',
      'A wide aperture such as f/1.8 gives a shallow depth of field, and a small one such as f/16 keeps more in focus.',
      'The rule of thirds places subjects along the lines or at the intersections of a three-by-three grid.',
      'Shooting in RAW keeps more data for adjusting white balance and exposure later.',
    ],
  },
  {
    name: 'Principles of Animation',
    units: ['Twelve Principles of Animation', 'Storyboarding', 'Character Design', '2D Animation', '3D Animation Pipeline'],
    facts: [
      'Squash and stretch gives a sense of weight and flexibility to animated objects.',
      'Anticipation prepares the audience for an action, and follow-through shows parts continuing after the main action stops.',
      'Animation usually runs at 24 frames per second; animating on twos uses twelve drawings per second.',
      'The 3D pipeline runs from modelling and rigging to animation, lighting, rendering and compositing.',
    ],
  },
  {
    name: 'Drawing and Painting',
    units: ['Still Life', 'Perspective Drawing', 'Figure Drawing', 'Watercolour Techniques', 'Oil and Acrylic Painting'],
    facts: [
      'One-point perspective has a single vanishing point on the horizon line, and two-point perspective has two.',
      'In watercolour, wet-on-wet gives soft blends and wet-on-dry gives crisp edges.',
      'Oil paint is built up fat over lean, with more oil in the later layers to prevent cracking.',
      'Gesture drawing captures movement in quick lines before details are added.',
    ],
  },
  {
    name: 'Sculpture and Modelling',
    units: ['Clay Modelling', 'Relief Sculpture', 'Plaster Casting', 'Stone and Wood Carving', 'Metal Casting'],
    facts: [
      'An armature supports clay while modelling larger forms.',
      'Relief sculpture projects from a background and can be low relief or high relief.',
      'The lost-wax process, used for Chola bronzes, replaces a wax model with molten metal.',
      'Subtractive carving removes material, while modelling is an additive process.',
    ],
  },
];
