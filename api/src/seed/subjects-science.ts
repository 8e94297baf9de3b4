import type { Subject } from './subject';

/** Computer science, engineering and the natural sciences. */
export const SCIENCE_SUBJECTS: readonly Subject[] = [
  // Computer science
  {
    name: 'Data Structures and Algorithms',
    units: ['Arrays and Linked Lists', 'Stacks and Queues', 'Trees and Binary Search Trees', 'Graphs and Traversals', 'Sorting and Searching', 'Dynamic Programming'],
    facts: [
      'A stack follows last-in first-out order, which is why it is used for function calls, undo operations and evaluating postfix expressions.',
      'Binary search runs in O(log n) time but only works on a sorted array; every comparison halves the remaining search space.',
      'Merge sort guarantees O(n log n) time in every case and is stable, while quicksort is usually faster in practice but degrades to O(n^2) with poor pivots.',
      'Breadth-first search visits vertices level by level using a queue and finds shortest paths in unweighted graphs.',
      'An AVL tree keeps the heights of the two child subtrees of every node within one, restoring balance with single and double rotations.',
      'Dynamic programming solves overlapping subproblems once and stores the answers, as in the longest common subsequence and 0/1 knapsack problems.',
    ],
  },
  {
    name: 'Operating Systems',
    units: ['Process Management', 'Process Scheduling', 'Synchronization and Deadlocks', 'Memory Management and Paging', 'Virtual Memory', 'File Systems'],
    facts: [
      'A process moves between the new, ready, running, waiting and terminated states, and the process control block stores its registers, program counter and open files.',
      'Round Robin scheduling gives every ready process a fixed time quantum, so response time stays low but too small a quantum wastes time in context switches.',
      'Shortest Job First minimises average waiting time, but it needs an estimate of the next CPU burst and can starve long processes.',
      'A deadlock needs four conditions at once: mutual exclusion, hold and wait, no preemption and circular wait; the Banker\'s algorithm avoids unsafe states.',
      'Paging divides memory into fixed-size frames, and the translation lookaside buffer caches recent page-table entries to speed up address translation.',
      'Thrashing happens when processes spend more time swapping pages than executing; the working-set model limits it by keeping each process\'s active pages in memory.',
    ],
  },
  {
    name: 'Database Management Systems',
    units: ['ER Model and Relational Model', 'SQL and Relational Algebra', 'Normalization', 'Transactions and Concurrency Control', 'Indexing and Hashing', 'Query Processing'],
    facts: [
      'Normalization removes redundancy: first normal form needs atomic values, second removes partial dependencies and third removes transitive dependencies.',
      'Boyce-Codd normal form requires every determinant of a functional dependency to be a candidate key.',
      'A transaction has the ACID properties: atomicity, consistency, isolation and durability.',
      'Two-phase locking guarantees conflict-serializable schedules by splitting each transaction into a growing phase and a shrinking phase.',
      'A B+ tree index keeps all records in its leaf level, linked in order, which makes range queries efficient.',
      'An SQL JOIN combines rows from two tables on a condition, and GROUP BY with HAVING filters groups after aggregation.',
    ],
  },
  {
    name: 'Computer Networks',
    units: ['OSI and TCP/IP Models', 'Data Link Layer and MAC Protocols', 'Network Layer and IP Addressing', 'Routing Algorithms', 'Transport Layer: TCP and UDP', 'Application Layer Protocols'],
    facts: [
      'The OSI model has seven layers: physical, data link, network, transport, session, presentation and application.',
      'TCP sets up a connection with a three-way handshake (SYN, SYN-ACK, ACK) and provides reliable, ordered delivery with flow and congestion control.',
      'Subnetting borrows host bits to create smaller networks; a /26 mask gives 64 addresses of which 62 are usable hosts.',
      'Distance vector routing shares routing tables with neighbours and can suffer from the count-to-infinity problem, while link state routing floods link information and runs Dijkstra\'s algorithm.',
      'CSMA/CD detects collisions on wired Ethernet and uses binary exponential backoff before retransmitting.',
      'DNS resolves domain names to IP addresses through a hierarchy of root, top-level domain and authoritative name servers.',
    ],
  },
  {
    name: 'Theory of Computation',
    units: ['Finite Automata', 'Regular Expressions and Languages', 'Context-Free Grammars', 'Pushdown Automata', 'Turing Machines', 'Decidability'],
    facts: [
      'Every nondeterministic finite automaton can be converted into an equivalent deterministic one with the subset construction, though the number of states may grow exponentially.',
      'The pumping lemma for regular languages is used to prove that languages such as a^n b^n are not regular.',
      'A pushdown automaton is a finite automaton with a stack and recognises exactly the context-free languages.',
      'A grammar is ambiguous when some string has two different leftmost derivations or parse trees.',
      'The halting problem is undecidable: no Turing machine can decide for every program and input whether the program halts.',
    ],
  },
  {
    name: 'Compiler Design',
    units: ['Lexical Analysis', 'Syntax Analysis and Parsing', 'Syntax Directed Translation', 'Intermediate Code Generation', 'Code Optimization', 'Code Generation'],
    facts: [
      'The lexical analyser groups characters into tokens using regular expressions and reports lexical errors such as illegal characters.',
      'LL(1) parsers work top-down and need FIRST and FOLLOW sets, while LR parsers such as SLR, LALR and canonical LR work bottom-up with shift and reduce actions.',
      'Three-address code represents each instruction with at most one operator, for example t1 = b * c followed by a = t1 + d.',
      'Common subexpression elimination, constant folding and dead code elimination are machine-independent optimizations.',
      'Register allocation is often modelled as graph colouring of the interference graph between live variables.',
    ],
  },
  {
    name: 'Object Oriented Programming with Java',
    units: ['Classes and Objects', 'Inheritance and Polymorphism', 'Interfaces and Abstract Classes', 'Exception Handling', 'Collections Framework', 'Multithreading'],
    facts: [
      'Encapsulation hides an object\'s fields behind methods, and Java access modifiers private, protected and public control what other classes can see.',
      'Method overloading is resolved at compile time, while method overriding is resolved at run time through dynamic dispatch.',
      'An abstract class may have constructors and state, whereas an interface defines a contract that a class implements.',
      'Checked exceptions must be declared or caught, while unchecked exceptions such as NullPointerException extend RuntimeException.',
      'ArrayList gives fast random access, LinkedList gives cheap insertion at the ends, and HashMap stores key-value pairs with average constant-time lookup.',
      'The synchronized keyword lets only one thread at a time execute a block guarded by the same monitor.',
    ],
  },
  {
    name: 'Software Engineering',
    units: ['Software Process Models', 'Requirements Engineering', 'Software Design and UML', 'Software Testing', 'Project Estimation with COCOMO', 'Software Maintenance'],
    facts: [
      'The waterfall model finishes each phase before the next begins, while agile methods such as Scrum deliver working software in short sprints.',
      'A software requirements specification records functional and non-functional requirements and should be complete, consistent and verifiable.',
      'Black-box testing checks behaviour against the specification using techniques such as equivalence partitioning and boundary value analysis.',
      'White-box testing uses the code structure; cyclomatic complexity equals edges minus nodes plus two for a connected control-flow graph.',
      'Basic COCOMO estimates effort as a times KLOC to the power b, with different constants for organic, semi-detached and embedded projects.',
      'Low coupling and high cohesion make modules easier to test, understand and change.',
    ],
  },
  {
    name: 'Machine Learning',
    units: ['Linear and Logistic Regression', 'Decision Trees and Ensembles', 'Support Vector Machines', 'Clustering', 'Neural Networks', 'Model Evaluation'],
    facts: [
      'Linear regression fits a line by minimising the mean squared error, and gradient descent updates the weights in the direction of the negative gradient.',
      'Logistic regression passes a linear score through the sigmoid function to output a probability for binary classification.',
      'Overfitting means low training error but high test error; regularization, more data and cross-validation help control it.',
      'A decision tree chooses splits by information gain or Gini impurity, and a random forest averages many trees trained on bootstrap samples.',
      'K-means clustering alternates between assigning points to the nearest centroid and recomputing centroids until assignments stop changing.',
      'Precision is true positives over predicted positives, recall is true positives over actual positives, and the F1 score is their harmonic mean.',
    ],
  },
  {
    name: 'Computer Organization and Architecture',
    units: ['Number Systems and Data Representation', 'Instruction Set Architecture', 'Pipelining', 'Memory Hierarchy and Cache', 'Input Output Organization'],
    facts: [
      'A five-stage pipeline fetches, decodes, executes, accesses memory and writes back, ideally completing one instruction per clock cycle.',
      'Pipeline hazards are structural, data and control hazards; forwarding and stalls handle data hazards.',
      'Cache mapping can be direct mapped, fully associative or set associative, and the hit ratio largely decides the effective access time.',
      'Two\'s complement represents negative integers so that addition and subtraction use the same adder circuit.',
      'Direct memory access lets a device transfer blocks of data to memory without involving the CPU for every word.',
    ],
  },
  {
    name: 'Discrete Mathematics',
    units: ['Sets, Relations and Functions', 'Propositional and Predicate Logic', 'Combinatorics', 'Graph Theory', 'Group Theory'],
    facts: [
      'A relation is an equivalence relation when it is reflexive, symmetric and transitive, and it partitions the set into equivalence classes.',
      'The pigeonhole principle states that if n + 1 objects are placed in n boxes, some box holds at least two objects.',
      'A connected graph has an Euler circuit exactly when every vertex has even degree.',
      'The number of ways to choose r objects from n is n! divided by r! times (n - r)!.',
      'Mathematical induction proves a statement for a base case and shows that truth for n implies truth for n + 1.',
    ],
  },
  {
    name: 'Web Technologies',
    units: ['HTML and CSS', 'JavaScript and the DOM', 'HTTP and REST APIs', 'Server-side Programming with Node.js', 'Web Security'],
    facts: [
      'HTTP is stateless, so applications keep sessions with cookies or tokens; status codes in the 400s are client errors and 500s are server errors.',
      'The CSS box model places content inside padding, border and margin, and flexbox or grid layouts arrange elements responsively.',
      'JavaScript handles events asynchronously through the event loop, using callbacks, promises and async functions.',
      'A REST API exposes resources at URLs and uses GET to read, POST to create, PUT or PATCH to update and DELETE to remove them.',
      'Cross-site scripting is prevented by escaping output, and SQL injection by using parameterised queries.',
    ],
  },
  {
    name: 'Artificial Intelligence',
    units: ['Intelligent Agents', 'Uninformed and Informed Search', 'Adversarial Search', 'Knowledge Representation', 'Reasoning under Uncertainty'],
    facts: [
      'A* search expands the node with the lowest f(n) = g(n) + h(n) and is optimal when the heuristic never overestimates the true cost.',
      'Minimax with alpha-beta pruning skips branches that cannot change the final decision in two-player games.',
      'First-order predicate logic adds quantifiers and predicates to propositional logic, and resolution is a complete inference rule for refutation.',
      'Bayes\' theorem updates the probability of a hypothesis after seeing evidence, which is the basis of naive Bayes classifiers.',
    ],
  },
  // Mechanical, aerospace and chemical engineering
  {
    name: 'Engineering Mechanics',
    units: ['Force Systems and Equilibrium', 'Friction', 'Centroid and Moment of Inertia', 'Kinematics of Particles', 'Work, Energy and Impulse'],
    facts: [
      'A rigid body is in equilibrium when the sum of forces and the sum of moments about any point are both zero.',
      'Lami\'s theorem relates three concurrent forces in equilibrium to the sines of the angles between them.',
      'Limiting friction equals the coefficient of static friction times the normal reaction.',
      'The parallel axis theorem gives the moment of inertia about any axis as the centroidal value plus area times the square of the distance.',
    ],
  },
  {
    name: 'Thermodynamics',
    units: ['Basic Concepts and Zeroth Law', 'First Law of Thermodynamics', 'Second Law and Entropy', 'Properties of Pure Substances', 'Gas Power Cycles', 'Vapour Power Cycles'],
    facts: [
      'The first law states that energy is conserved: heat added to a system equals the change in internal energy plus the work done by the system.',
      'The Kelvin-Planck statement says no engine working in a cycle can convert all the heat it receives into work.',
      'The Carnot efficiency is one minus the ratio of the sink temperature to the source temperature, both in kelvin.',
      'Entropy of an isolated system never decreases, and it stays constant only for reversible processes.',
      'The Otto cycle models petrol engines with constant-volume heat addition, while the Diesel cycle adds heat at constant pressure.',
      'The Rankine cycle used in steam power plants has a pump, boiler, turbine and condenser.',
    ],
  },
  {
    name: 'Fluid Mechanics',
    units: ['Fluid Properties', 'Fluid Statics and Manometry', 'Fluid Kinematics', 'Bernoulli Equation and Applications', 'Viscous Flow in Pipes', 'Boundary Layer Theory'],
    facts: [
      'Pascal\'s law says pressure at a point in a fluid at rest acts equally in all directions.',
      'Bernoulli\'s equation states that pressure head, velocity head and datum head add up to a constant along a streamline for steady, inviscid, incompressible flow.',
      'The Reynolds number compares inertial to viscous forces; pipe flow is usually laminar below about 2000 and turbulent above about 4000.',
      'The Darcy-Weisbach equation gives the head loss due to friction in a pipe as f L V^2 over 2 g D.',
      'A venturimeter measures discharge from the pressure difference between the inlet and the throat.',
    ],
  },
  {
    name: 'Strength of Materials',
    units: ['Simple Stresses and Strains', 'Shear Force and Bending Moment', 'Bending Stresses in Beams', 'Torsion of Shafts', 'Deflection of Beams', 'Columns and Struts'],
    facts: [
      'Hooke\'s law says stress is proportional to strain within the elastic limit, and the constant is Young\'s modulus.',
      'The bending equation is M/I = sigma/y = E/R, relating bending moment, stress, distance from the neutral axis and radius of curvature.',
      'Bending moment is maximum where the shear force changes sign or is zero.',
      'For a solid circular shaft, torque over polar moment of inertia equals shear stress over radius.',
      'Euler\'s formula gives the crippling load of a long column, and it depends on the end conditions through the effective length.',
    ],
  },
  {
    name: 'Theory of Machines',
    units: ['Mechanisms and Kinematic Chains', 'Velocity and Acceleration Analysis', 'Cams and Followers', 'Gears and Gear Trains', 'Governors and Flywheels', 'Balancing and Vibrations'],
    facts: [
      'Grashof\'s law says a four-bar linkage has a link that can rotate fully when the sum of the shortest and longest links is no more than the sum of the other two.',
      'A flywheel stores energy to reduce speed fluctuations within a cycle, while a governor controls mean speed over many cycles.',
      'The law of gearing requires the common normal at the point of contact to pass through the pitch point.',
      'Resonance occurs when the forcing frequency equals the natural frequency of the system.',
    ],
  },
  {
    name: 'Manufacturing Processes',
    units: ['Casting', 'Metal Forming', 'Welding', 'Machining and Machine Tools', 'Non-traditional Machining'],
    facts: [
      'Sand casting uses a pattern, a mould with gating and risers, and allowances for shrinkage, machining and draft.',
      'In metal cutting, Taylor\'s tool life equation is V T^n = C, relating cutting speed to tool life.',
      'Arc welding uses an electric arc to melt the base metal, and shielding gas or flux protects the weld pool from oxidation.',
      'Electrical discharge machining removes material by controlled sparks and works on any conductive material regardless of hardness.',
    ],
  },
  {
    name: 'Heat and Mass Transfer',
    units: ['Conduction', 'Convection', 'Radiation', 'Heat Exchangers', 'Mass Transfer Basics'],
    facts: [
      'Fourier\'s law states that conductive heat flux is proportional to the negative temperature gradient.',
      'The Nusselt number is the ratio of convective to conductive heat transfer at a boundary.',
      'The Stefan-Boltzmann law says a black body emits energy proportional to the fourth power of its absolute temperature.',
      'The log mean temperature difference method sizes heat exchangers, and counter-flow exchangers need less area than parallel-flow ones for the same duty.',
    ],
  },
  {
    name: 'Engineering Drawing',
    units: ['Lettering and Dimensioning', 'Projection of Points and Lines', 'Projection of Solids', 'Sections of Solids', 'Isometric Projection'],
    facts: [
      'In first angle projection, used in India under the BIS code, the top view is drawn below the front view.',
      'An isometric view shows the three axes at 120 degrees to one another, and isometric lengths are about 0.816 times the true lengths.',
      'A sectional view shows the internal details of an object cut by a cutting plane, with hatching at 45 degrees.',
      'Dimensions should be placed outside the view where possible and never repeated.',
    ],
  },
  {
    name: 'Aerodynamics',
    units: ['Fundamentals of Aerodynamics', 'Airfoil Theory', 'Finite Wing Theory', 'Compressible Flow', 'Boundary Layers and Drag'],
    facts: [
      'Lift on an airfoil comes from the pressure difference between the upper and lower surfaces and grows with the angle of attack until stall.',
      'Thin airfoil theory predicts a lift curve slope of 2 pi per radian.',
      'Induced drag on a finite wing falls as the aspect ratio increases, which is why gliders have long, slender wings.',
      'Shock waves form when the flow becomes supersonic, with a sudden rise in pressure, temperature and density across the shock.',
    ],
  },
  {
    name: 'Chemical Reaction Engineering',
    units: ['Kinetics of Homogeneous Reactions', 'Ideal Reactors', 'Design for Multiple Reactions', 'Non-ideal Flow', 'Catalytic Reactions'],
    facts: [
      'The rate of an elementary reaction follows the law of mass action, and the Arrhenius equation describes how the rate constant rises with temperature.',
      'For the same conversion, a plug flow reactor needs less volume than a mixed flow reactor for reactions of positive order.',
      'The residence time distribution measured with a tracer shows how far a real reactor departs from ideal flow.',
      'Selectivity in parallel reactions depends on the relative orders of the desired and undesired reactions.',
    ],
  },
  {
    name: 'Mass Transfer Operations',
    units: ['Diffusion', 'Interphase Mass Transfer', 'Distillation', 'Absorption', 'Extraction and Drying'],
    facts: [
      'Fick\'s first law relates the diffusive flux to the concentration gradient through the diffusivity.',
      'The McCabe-Thiele method finds the number of ideal stages in binary distillation from the operating lines and the equilibrium curve.',
      'Minimum reflux ratio needs infinitely many stages, while total reflux gives the minimum number of stages.',
      'In gas absorption, the solvent should have high solubility for the solute, low volatility and low cost.',
    ],
  },
  {
    name: 'Soil Science',
    units: ['Soil Formation and Classification', 'Physical Properties of Soil', 'Soil Fertility and Nutrients', 'Irrigation and Water Management', 'Soil Conservation'],
    facts: [
      'Soil texture depends on the proportions of sand, silt and clay, read off the USDA textural triangle.',
      'Nitrogen, phosphorus and potassium are the primary macronutrients, supplied through fertilisers such as urea, DAP and muriate of potash.',
      'Drip irrigation delivers water to the root zone and can save 30 to 50 percent of water compared with flood irrigation.',
      'Contour bunding and terracing reduce soil erosion on sloping land.',
    ],
  },
  // Civil engineering
  {
    name: 'Structural Analysis',
    units: ['Determinacy and Stability', 'Analysis of Trusses', 'Influence Lines', 'Slope Deflection Method', 'Moment Distribution Method'],
    facts: [
      'A structure is statically determinate when equilibrium equations alone give all reactions and internal forces.',
      'The method of joints solves a truss by equilibrium at each joint, while the method of sections cuts through at most three unknown members.',
      'An influence line shows how a reaction or internal force varies as a unit load moves across the structure.',
      'The moment distribution method of Hardy Cross balances joints using distribution factors and carry-over factors of one half.',
    ],
  },
  {
    name: 'Surveying',
    units: ['Chain and Compass Surveying', 'Levelling', 'Theodolite Traversing', 'Contouring', 'Total Station and GPS'],
    facts: [
      'In levelling, the height of instrument method and the rise and fall method both find reduced levels, and the rise and fall method gives a complete arithmetic check.',
      'Local attraction in compass surveying is detected when fore and back bearings of a line do not differ by exactly 180 degrees.',
      'Contours never cross except at an overhanging cliff, and closely spaced contours show a steep slope.',
      'A total station combines an electronic theodolite with distance measurement and records coordinates digitally.',
    ],
  },
  {
    name: 'Geotechnical Engineering',
    units: ['Index Properties of Soil', 'Permeability and Seepage', 'Compaction and Consolidation', 'Shear Strength', 'Bearing Capacity and Foundations'],
    facts: [
      'Atterberg limits (liquid, plastic and shrinkage limits) describe how a fine-grained soil changes state with water content.',
      'Darcy\'s law states that the discharge velocity through soil is proportional to the hydraulic gradient.',
      'Terzaghi\'s effective stress principle says soil behaviour is governed by total stress minus pore water pressure.',
      'The Mohr-Coulomb criterion gives shear strength as cohesion plus normal effective stress times the tangent of the friction angle.',
    ],
  },
  {
    name: 'Reinforced Concrete Design',
    units: ['Limit State Method', 'Design of Beams', 'Design of Slabs', 'Design of Columns', 'Design of Footings'],
    facts: [
      'IS 456:2000 uses the limit state method with partial safety factors of 1.5 for concrete and 1.15 for steel.',
      'A singly reinforced beam is under-reinforced when the steel yields before the concrete crushes, giving a ductile failure with warning.',
      'One-way slabs span in one direction when the longer span is more than twice the shorter span.',
      'Columns need minimum longitudinal steel of 0.8 percent of the gross area and lateral ties to prevent buckling of the bars.',
    ],
  },
  {
    name: 'Transportation Engineering',
    units: ['Highway Planning and Alignment', 'Geometric Design', 'Pavement Materials', 'Pavement Design', 'Traffic Engineering'],
    facts: [
      'Stopping sight distance is the sum of the lag distance during perception and reaction time and the braking distance.',
      'Superelevation counteracts centrifugal force on horizontal curves; IRC limits it to 7 percent on plain terrain.',
      'Flexible pavements spread loads through layers and are designed with the CBR method, while rigid pavements act as concrete slabs.',
      'Traffic volume is measured in passenger car units so that buses, trucks and two-wheelers can be compared.',
    ],
  },
  // Electrical and electronics
  {
    name: 'Network Analysis',
    units: ['Kirchhoff\'s Laws and Mesh Analysis', 'Network Theorems', 'Transient Analysis', 'Two-port Networks', 'Resonance'],
    facts: [
      'Kirchhoff\'s current law says the currents entering a node sum to zero, and the voltage law says voltages around a closed loop sum to zero.',
      'Thevenin\'s theorem replaces any linear network by a voltage source in series with a resistance as seen from two terminals.',
      'Maximum power is transferred when the load resistance equals the Thevenin resistance of the source.',
      'The time constant of an RC circuit is R times C; after five time constants the capacitor is practically fully charged.',
    ],
  },
  {
    name: 'Electrical Machines',
    units: ['DC Machines', 'Transformers', 'Three-phase Induction Motors', 'Synchronous Machines', 'Single-phase Motors'],
    facts: [
      'The EMF equation of a transformer is E = 4.44 f N phi_max, and an ideal transformer keeps volt-amperes the same on both sides.',
      'Open-circuit and short-circuit tests find the core loss and copper loss of a transformer without loading it fully.',
      'An induction motor always runs below synchronous speed; slip is the difference between synchronous and rotor speed divided by synchronous speed.',
      'A DC series motor must never be started without load, because its speed rises dangerously at light load.',
    ],
  },
  {
    name: 'Power Systems',
    units: ['Generation and Tariffs', 'Transmission Line Parameters', 'Performance of Transmission Lines', 'Load Flow Studies', 'Fault Analysis and Protection'],
    facts: [
      'Transmission at high voltage reduces current and so reduces I squared R losses in the lines.',
      'Short lines are modelled by series impedance alone, medium lines with the nominal T or pi model, and long lines with distributed parameters.',
      'The Gauss-Seidel and Newton-Raphson methods solve load flow equations; Newton-Raphson converges in fewer iterations.',
      'Symmetrical components split an unbalanced fault into positive, negative and zero sequence networks.',
    ],
  },
  {
    name: 'Control Systems',
    units: ['Transfer Functions and Block Diagrams', 'Time Response Analysis', 'Stability and Routh-Hurwitz Criterion', 'Root Locus', 'Frequency Response and Bode Plots'],
    facts: [
      'A closed-loop transfer function with negative feedback is G over one plus G H.',
      'A second-order system with damping ratio between zero and one is underdamped and shows overshoot before settling.',
      'The Routh-Hurwitz criterion counts the roots in the right half of the s-plane from sign changes in the first column of the Routh array.',
      'Gain margin and phase margin read from a Bode plot show how close a system is to instability.',
      'Steady-state error to a step input is zero for a type-one system.',
    ],
  },
  {
    name: 'Power Electronics',
    units: ['Power Semiconductor Devices', 'Controlled Rectifiers', 'Choppers', 'Inverters', 'AC Voltage Controllers'],
    facts: [
      'A thyristor (SCR) turns on with a gate pulse when forward biased and turns off only when its current falls below the holding current.',
      'In a buck chopper the average output voltage equals the duty cycle times the input voltage.',
      'Pulse width modulation in inverters controls the output voltage and pushes harmonics to higher frequencies where they are easy to filter.',
      'IGBTs combine the easy gate drive of a MOSFET with the low conduction loss of a bipolar transistor.',
    ],
  },
  {
    name: 'Analog Electronics',
    units: ['Diodes and Rectifiers', 'Bipolar Junction Transistors', 'MOSFETs', 'Operational Amplifiers', 'Oscillators and Feedback Amplifiers'],
    facts: [
      'A full-wave bridge rectifier uses four diodes and has a ripple frequency twice the supply frequency.',
      'A BJT amplifier is biased in the active region, where the collector current is beta times the base current.',
      'An ideal op-amp has infinite gain and input impedance, so with negative feedback the two inputs sit at the same voltage (the virtual short).',
      'The gain of an inverting amplifier is minus the feedback resistance over the input resistance.',
      'The Barkhausen criterion for oscillation needs a loop gain of one and a total phase shift of 360 degrees.',
    ],
  },
  {
    name: 'Digital Electronics',
    units: ['Boolean Algebra and Logic Gates', 'Karnaugh Maps', 'Combinational Circuits', 'Flip-flops and Latches', 'Counters and Shift Registers'],
    facts: [
      'NAND and NOR are universal gates: any Boolean function can be built from either one alone.',
      'Karnaugh maps simplify expressions by grouping adjacent ones in powers of two, using don\'t-care terms where helpful.',
      'A multiplexer selects one of many inputs using select lines, and a 4-to-1 multiplexer needs two select lines.',
      'A JK flip-flop toggles when both J and K are high, which removes the invalid state of the SR flip-flop.',
      'A mod-10 counter resets after nine, and synchronous counters clock every flip-flop together to avoid ripple delay.',
    ],
  },
  {
    name: 'Signals and Systems',
    units: ['Classification of Signals', 'LTI Systems and Convolution', 'Fourier Series', 'Fourier Transform', 'Laplace and Z-Transforms', 'Sampling'],
    facts: [
      'A linear time-invariant system is completely described by its impulse response, and its output is the convolution of the input with that response.',
      'The Fourier transform turns convolution in time into multiplication in frequency.',
      'The sampling theorem requires a sampling rate of at least twice the highest frequency in the signal to avoid aliasing.',
      'A causal LTI system is stable when all poles of its transfer function lie in the left half of the s-plane, or inside the unit circle for the Z-transform.',
    ],
  },
  {
    name: 'Communication Systems',
    units: ['Amplitude Modulation', 'Frequency and Phase Modulation', 'Pulse Modulation', 'Digital Modulation Techniques', 'Noise in Communication Systems'],
    facts: [
      'Amplitude modulation varies the carrier amplitude with the message, and the modulation index should stay below one to avoid distortion.',
      'Carson\'s rule estimates FM bandwidth as twice the sum of the frequency deviation and the highest message frequency.',
      'Pulse code modulation samples, quantises and encodes the signal, and each extra bit improves the signal-to-quantisation-noise ratio by about 6 dB.',
      'BPSK, QPSK and QAM carry more bits per symbol as the constellation grows, at the cost of noise margin.',
    ],
  },
  {
    name: 'Microprocessors and Microcontrollers',
    units: ['8085 Architecture', '8086 Architecture and Addressing Modes', 'Assembly Language Programming', 'Interfacing Peripherals', '8051 Microcontroller'],
    facts: [
      'The 8085 is an 8-bit processor with a 16-bit address bus that can address 64 KB of memory.',
      'The 8086 uses segmented memory: the physical address is the segment register times 16 plus the offset.',
      'The 8255 programmable peripheral interface provides three 8-bit ports that can be configured as input or output.',
      'The 8051 microcontroller has on-chip RAM, ROM, two timers, a serial port and four I/O ports.',
    ],
  },
  {
    name: 'Electromagnetic Theory',
    units: ['Vector Calculus', 'Electrostatics', 'Magnetostatics', 'Maxwell\'s Equations', 'Wave Propagation and Transmission Lines'],
    facts: [
      'Gauss\'s law says the electric flux through a closed surface equals the enclosed charge divided by the permittivity.',
      'Maxwell added the displacement current to Ampere\'s law, which predicts electromagnetic waves travelling at the speed of light.',
      'The Poynting vector E cross H gives the power flow per unit area of an electromagnetic wave.',
      'A transmission line is matched when the load impedance equals the characteristic impedance, so there is no reflected wave.',
    ],
  },
  {
    name: 'VLSI Design',
    units: ['MOS Transistor Theory', 'CMOS Inverter', 'Combinational Logic Design', 'Sequential Circuits and Timing', 'Verilog HDL'],
    facts: [
      'A CMOS inverter draws almost no static power because one of its two transistors is always off.',
      'Dynamic power is proportional to the switching activity, the load capacitance, the square of the supply voltage and the clock frequency.',
      'Setup time and hold time constraints decide the maximum clock frequency of a synchronous circuit.',
      'In Verilog, blocking assignments are used for combinational logic and non-blocking assignments for sequential logic.',
    ],
  },
  // Physics
  {
    name: 'Classical Mechanics',
    units: ['Newtonian Mechanics', 'Lagrangian Formulation', 'Hamiltonian Formulation', 'Central Force Motion', 'Rigid Body Dynamics'],
    facts: [
      'The Lagrangian is kinetic minus potential energy, and the Euler-Lagrange equations give the equations of motion in generalised coordinates.',
      'A cyclic coordinate does not appear in the Lagrangian, so its conjugate momentum is conserved.',
      'Kepler\'s laws follow from an inverse-square central force, and angular momentum conservation gives the law of equal areas.',
      'Hamilton\'s equations are a pair of first-order equations in positions and momenta.',
    ],
  },
  {
    name: 'Quantum Mechanics',
    units: ['Wave-Particle Duality', 'Schrodinger Equation', 'Particle in a Box', 'Harmonic Oscillator', 'Angular Momentum and the Hydrogen Atom'],
    facts: [
      'The de Broglie wavelength of a particle is Planck\'s constant divided by its momentum.',
      'Heisenberg\'s uncertainty principle says the product of the uncertainties in position and momentum is at least h-bar over two.',
      'For a particle in a one-dimensional box, the energy levels grow as n squared and the ground state energy is not zero.',
      'The quantum harmonic oscillator has equally spaced energy levels separated by h-bar omega.',
      'The wavefunction must be normalised, and the square of its modulus gives the probability density.',
    ],
  },
  {
    name: 'Electrodynamics',
    units: ['Electrostatics and Boundary Value Problems', 'Magnetostatics', 'Electromagnetic Induction', 'Maxwell\'s Equations', 'Electromagnetic Waves and Radiation'],
    facts: [
      'Laplace\'s equation holds in charge-free regions, and the uniqueness theorem justifies the method of images.',
      'Faraday\'s law says the induced EMF equals the negative rate of change of magnetic flux.',
      'In a plane electromagnetic wave the electric and magnetic fields are perpendicular to each other and to the direction of travel.',
      'An accelerating charge radiates, and the Larmor formula gives the total power radiated.',
    ],
  },
  {
    name: 'Statistical Mechanics',
    units: ['Microstates and Ensembles', 'Partition Function', 'Maxwell-Boltzmann Statistics', 'Bose-Einstein Statistics', 'Fermi-Dirac Statistics'],
    facts: [
      'The Boltzmann entropy is k times the natural logarithm of the number of accessible microstates.',
      'The canonical partition function gives all thermodynamic quantities; the Helmholtz free energy is minus k T ln Z.',
      'Fermions obey the Pauli exclusion principle and follow Fermi-Dirac statistics, while bosons follow Bose-Einstein statistics.',
      'At low temperature, bosons can collect in the ground state, which is Bose-Einstein condensation.',
    ],
  },
  {
    name: 'Optics',
    units: ['Interference', 'Diffraction', 'Polarisation', 'Lasers', 'Fibre Optics'],
    facts: [
      'In Young\'s double-slit experiment the fringe width equals wavelength times screen distance divided by slit separation.',
      'Newton\'s rings are formed by interference in the air film between a lens and a glass plate.',
      'Brewster\'s law says reflected light is fully polarised when the tangent of the angle of incidence equals the refractive index.',
      'A laser needs population inversion, produced by pumping, and an optical resonator for feedback.',
      'Light is guided in an optical fibre by total internal reflection, and the numerical aperture measures its light-gathering ability.',
    ],
  },
  {
    name: 'Solid State Physics',
    units: ['Crystal Structure', 'X-ray Diffraction', 'Lattice Vibrations', 'Free Electron Theory', 'Band Theory and Semiconductors'],
    facts: [
      'Bragg\'s law, 2 d sin theta = n lambda, gives the angles at which X-rays reflect strongly from crystal planes.',
      'Miller indices are the reciprocals of the intercepts of a plane on the crystal axes, cleared of fractions.',
      'Band theory explains why metals conduct, while insulators and semiconductors have a band gap between valence and conduction bands.',
      'Phonons are quantised lattice vibrations, and the Debye model explains the T cubed law for heat capacity at low temperature.',
    ],
  },
  // Chemistry
  {
    name: 'Organic Chemistry',
    units: ['Nomenclature and Isomerism', 'Reaction Mechanisms', 'Stereochemistry', 'Aromatic Compounds', 'Carbonyl Compounds', 'Named Reactions'],
    facts: [
      'SN1 reactions go through a carbocation and give racemisation, while SN2 reactions happen in one step with inversion of configuration.',
      'A chiral carbon has four different groups attached, and the Cahn-Ingold-Prelog rules assign it an R or S configuration.',
      'Benzene is aromatic because it is cyclic, planar and has six pi electrons, following Huckel\'s 4n + 2 rule.',
      'Electron-donating groups such as -OH direct electrophilic substitution to the ortho and para positions.',
      'The aldol condensation joins two carbonyl compounds with an alpha hydrogen to give a beta-hydroxy carbonyl compound.',
    ],
  },
  {
    name: 'Inorganic Chemistry',
    units: ['Atomic Structure and Periodicity', 'Chemical Bonding', 'Coordination Compounds', 'Crystal Field Theory', 'd- and f-Block Elements'],
    facts: [
      'VSEPR theory predicts molecular shape from the number of bonding and lone pairs around the central atom.',
      'In crystal field theory, ligands split the d orbitals; in an octahedral field they split into a lower t2g and a higher eg set.',
      'Strong-field ligands such as CN- produce low-spin complexes, while weak-field ligands such as I- produce high-spin ones.',
      'The lanthanide contraction makes the atomic radii of the second and third transition series nearly equal.',
    ],
  },
  {
    name: 'Physical Chemistry',
    units: ['Chemical Thermodynamics', 'Chemical Kinetics', 'Electrochemistry', 'Chemical Equilibrium', 'Surface Chemistry'],
    facts: [
      'The Gibbs free energy change decides spontaneity at constant temperature and pressure: a process is spontaneous when it is negative.',
      'For a first-order reaction, the half-life is 0.693 divided by the rate constant and does not depend on the starting concentration.',
      'The Nernst equation relates the electrode potential to the concentrations of the species involved.',
      'Le Chatelier\'s principle says a system at equilibrium shifts to oppose any change imposed on it.',
      'The Langmuir adsorption isotherm assumes a monolayer of adsorbate on a surface with identical sites.',
    ],
  },
  {
    name: 'Analytical Chemistry',
    units: ['Errors and Statistics', 'Volumetric Analysis', 'Gravimetric Analysis', 'Chromatography', 'Spectroscopic Methods'],
    facts: [
      'Accuracy is closeness to the true value, while precision is closeness of repeated measurements to one another.',
      'In an acid-base titration, the indicator should change colour within the steep part of the titration curve around the equivalence point.',
      'The Beer-Lambert law says absorbance is proportional to concentration and path length.',
      'In chromatography, components separate because they partition differently between the stationary and mobile phases.',
    ],
  },
  // Mathematics
  {
    name: 'Engineering Mathematics',
    units: ['Matrices and Eigenvalues', 'Differential Calculus', 'Multiple Integrals', 'Vector Calculus', 'Laplace Transforms', 'Fourier Series'],
    facts: [
      'The Cayley-Hamilton theorem says every square matrix satisfies its own characteristic equation.',
      'The eigenvalues of a symmetric matrix are real, and eigenvectors for distinct eigenvalues are orthogonal.',
      'Changing the order of integration in a double integral often turns a hard integral into an easy one.',
      'Green\'s theorem relates a line integral around a closed curve to a double integral over the region it encloses.',
      'The Laplace transform turns linear differential equations with constant coefficients into algebraic equations.',
    ],
  },
  {
    name: 'Linear Algebra',
    units: ['Vector Spaces and Subspaces', 'Linear Transformations', 'Eigenvalues and Diagonalisation', 'Inner Product Spaces', 'Canonical Forms'],
    facts: [
      'A set of vectors is a basis when it is linearly independent and spans the space; every basis of a space has the same number of vectors.',
      'The rank-nullity theorem says the rank plus the nullity of a linear map equals the dimension of its domain.',
      'A matrix is diagonalisable when it has a full set of linearly independent eigenvectors.',
      'The Gram-Schmidt process turns any basis into an orthonormal basis.',
    ],
  },
  {
    name: 'Real Analysis',
    units: ['Real Number System', 'Sequences and Series', 'Continuity', 'Differentiability', 'Riemann Integration'],
    facts: [
      'The completeness axiom says every non-empty set of reals that is bounded above has a least upper bound.',
      'A monotone sequence converges if and only if it is bounded.',
      'A continuous function on a closed bounded interval is bounded and attains its maximum and minimum.',
      'Rolle\'s theorem and the mean value theorem link the values of a differentiable function to its derivative.',
    ],
  },
  {
    name: 'Probability and Statistics',
    units: ['Probability and Bayes Theorem', 'Random Variables', 'Standard Distributions', 'Correlation and Regression', 'Hypothesis Testing'],
    facts: [
      'Bayes\' theorem gives the conditional probability of a cause given an observed effect.',
      'The binomial distribution has mean n p and variance n p q; the Poisson distribution is its limit for large n and small p.',
      'About 68, 95 and 99.7 percent of a normal distribution lie within one, two and three standard deviations of the mean.',
      'A p-value below the significance level, usually 0.05, leads to rejecting the null hypothesis.',
      'The correlation coefficient lies between minus one and one and measures only linear association.',
    ],
  },
  {
    name: 'Differential Equations',
    units: ['First Order Equations', 'Linear Equations with Constant Coefficients', 'Series Solutions', 'Partial Differential Equations', 'Boundary Value Problems'],
    facts: [
      'An exact equation M dx + N dy = 0 satisfies dM/dy = dN/dx and can be integrated directly.',
      'The general solution of a linear equation is the complementary function plus a particular integral.',
      'The heat equation, wave equation and Laplace equation are the classic second-order partial differential equations, solved by separation of variables.',
      'Frobenius series solve equations with a regular singular point, such as Bessel\'s equation.',
    ],
  },
  {
    name: 'Numerical Methods',
    units: ['Roots of Equations', 'Interpolation', 'Numerical Integration', 'Solution of Linear Systems', 'Numerical Solution of ODEs'],
    facts: [
      'The bisection method always converges for a continuous function with a sign change, but only linearly.',
      'Newton-Raphson iteration x(n+1) = x(n) - f(x(n)) / f\'(x(n)) converges quadratically near a simple root.',
      'Simpson\'s one-third rule needs an even number of intervals and is exact for cubic polynomials.',
      'The fourth-order Runge-Kutta method gives accurate solutions of initial value problems without computing higher derivatives.',
    ],
  },
  {
    name: 'Abstract Algebra',
    units: ['Groups and Subgroups', 'Cyclic and Permutation Groups', 'Normal Subgroups and Quotient Groups', 'Homomorphisms', 'Rings and Fields'],
    facts: [
      'Lagrange\'s theorem says the order of a subgroup divides the order of a finite group.',
      'Every group of prime order is cyclic.',
      'The kernel of a group homomorphism is a normal subgroup, and the first isomorphism theorem identifies the image with the quotient.',
      'A field is a commutative ring with unity in which every non-zero element has a multiplicative inverse.',
    ],
  },
  // Life sciences and environment
  {
    name: 'Cell Biology',
    units: ['Cell Structure and Organelles', 'Cell Membrane and Transport', 'Cell Cycle', 'Mitosis and Meiosis', 'Cell Signalling'],
    facts: [
      'Mitochondria produce ATP by oxidative phosphorylation and carry their own circular DNA.',
      'The fluid mosaic model describes the cell membrane as a phospholipid bilayer with proteins floating in it.',
      'Mitosis produces two identical diploid cells, while meiosis produces four genetically different haploid gametes.',
      'Crossing over between homologous chromosomes happens in prophase I of meiosis.',
    ],
  },
  {
    name: 'Molecular Biology',
    units: ['DNA Structure and Replication', 'Transcription', 'Translation and the Genetic Code', 'Gene Regulation', 'Recombinant DNA Technology'],
    facts: [
      'DNA replication is semi-conservative, as shown by the Meselson-Stahl experiment.',
      'RNA polymerase transcribes DNA into messenger RNA, which ribosomes translate into protein using transfer RNA.',
      'The lac operon is switched on when lactose is present and glucose is absent.',
      'PCR amplifies DNA through repeated cycles of denaturation, annealing and extension using a heat-stable polymerase.',
    ],
  },
  {
    name: 'Genetics',
    units: ['Mendelian Inheritance', 'Linkage and Crossing Over', 'Sex Determination', 'Mutations', 'Population Genetics'],
    facts: [
      'Mendel\'s law of segregation says each gamete receives only one allele of each gene.',
      'A monohybrid cross between heterozygotes gives a 3:1 phenotypic ratio, and a dihybrid cross gives 9:3:3:1.',
      'Genes close together on a chromosome are linked and are inherited together more often than independent assortment predicts.',
      'The Hardy-Weinberg principle says allele frequencies stay constant without selection, mutation, migration or drift.',
    ],
  },
  {
    name: 'Biochemistry',
    units: ['Carbohydrates', 'Proteins and Amino Acids', 'Enzymes and Kinetics', 'Lipids', 'Metabolism: Glycolysis and the Krebs Cycle'],
    facts: [
      'Enzymes speed up reactions by lowering the activation energy, and the Michaelis constant is the substrate concentration at half the maximum rate.',
      'Glycolysis breaks one glucose into two pyruvate molecules with a net gain of two ATP.',
      'The Krebs cycle runs in the mitochondrial matrix and produces NADH and FADH2 for the electron transport chain.',
      'The primary structure of a protein is its amino acid sequence, and it decides how the chain folds.',
    ],
  },
  {
    name: 'Microbiology',
    units: ['History and Scope of Microbiology', 'Bacterial Structure and Growth', 'Sterilisation and Disinfection', 'Virology', 'Immunology Basics'],
    facts: [
      'Gram-positive bacteria keep the crystal violet stain because of their thick peptidoglycan wall, while Gram-negative bacteria stain pink with safranin.',
      'The bacterial growth curve has lag, log, stationary and death phases.',
      'Autoclaving at 121 degrees Celsius and 15 psi for 15 minutes kills even bacterial spores.',
      'Viruses cannot reproduce outside a host cell, and bacteriophages follow either the lytic or the lysogenic cycle.',
    ],
  },
  {
    name: 'Plant Physiology',
    units: ['Water Relations', 'Mineral Nutrition', 'Photosynthesis', 'Respiration in Plants', 'Plant Growth Regulators'],
    facts: [
      'Water rises in the xylem mainly by the cohesion-tension pull created by transpiration.',
      'The light reactions of photosynthesis make ATP and NADPH, which the Calvin cycle uses to fix carbon dioxide.',
      'C4 plants such as maize and sugarcane avoid photorespiration by first fixing carbon dioxide in mesophyll cells.',
      'Auxins promote cell elongation, gibberellins promote stem growth, and abscisic acid closes stomata during water stress.',
    ],
  },
  {
    name: 'Environmental Studies',
    units: ['Ecosystems', 'Biodiversity and Conservation', 'Environmental Pollution', 'Natural Resources', 'Climate Change and Sustainable Development'],
    facts: [
      'Energy flows one way through a food chain, and only about ten percent passes from one trophic level to the next.',
      'India is one of the seventeen megadiverse countries and includes parts of four biodiversity hotspots.',
      'Biochemical oxygen demand measures the organic pollution of water by the oxygen microbes need to break it down.',
      'The Air (Prevention and Control of Pollution) Act of 1981 and the Environment Protection Act of 1986 are key Indian environmental laws.',
    ],
  },
  {
    name: 'Environmental Impact Assessment',
    units: ['EIA Process and Screening', 'Baseline Studies', 'Impact Prediction', 'Public Hearing', 'Environmental Management Plan'],
    facts: [
      'Screening decides whether a project needs a full assessment, and scoping fixes which impacts the study must cover.',
      'In India, the EIA Notification of 2006 divides projects into Category A, cleared by the central ministry, and Category B, cleared by state authorities.',
      'Public hearings let affected people comment before environmental clearance is granted.',
      'An environmental management plan lists mitigation measures, monitoring and the agency responsible for each.',
    ],
  },
];
