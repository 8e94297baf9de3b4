import type { Subject } from './subject';

/** Commerce, management, economics and hospitality. */
export const COMMERCE_SUBJECTS: readonly Subject[] = [
  {
    name: 'Financial Accounting',
    units: ['Accounting Concepts and Conventions', 'Journal and Ledger', 'Trial Balance and Rectification of Errors', 'Depreciation Accounting', 'Final Accounts', 'Bank Reconciliation Statement'],
    facts: [
      'The double-entry system records every transaction as a debit in one account and an equal credit in another, so the trial balance agrees.',
      'The golden rules are: debit the receiver and credit the giver for personal accounts, debit what comes in and credit what goes out for real accounts, and debit expenses and credit incomes for nominal accounts.',
      'Straight line depreciation charges the same amount every year, while the written down value method charges a fixed percentage of the reducing balance.',
      'A bank reconciliation statement explains the difference between the cash book and the pass book, such as cheques issued but not yet presented.',
      'Final accounts include the trading account, the profit and loss account and the balance sheet, prepared after adjustments for outstanding and prepaid items.',
    ],
  },
  {
    name: 'Cost Accounting',
    units: ['Elements of Cost', 'Material Control', 'Labour Cost', 'Overheads', 'Marginal Costing and Break-even Analysis', 'Standard Costing and Variances'],
    facts: [
      'Prime cost is direct material plus direct labour plus direct expenses; adding factory overheads gives works cost.',
      'The economic order quantity is the square root of two times annual demand times ordering cost, divided by carrying cost per unit.',
      'The break-even point in units is fixed cost divided by contribution per unit.',
      'The profit-volume ratio is contribution divided by sales, and the margin of safety is actual sales minus break-even sales.',
      'A material cost variance splits into a price variance and a usage variance.',
    ],
  },
  {
    name: 'Corporate Accounting',
    units: ['Issue of Shares', 'Forfeiture and Reissue of Shares', 'Issue and Redemption of Debentures', 'Company Final Accounts under Schedule III', 'Amalgamation of Companies'],
    facts: [
      'Shares issued at a premium credit the premium to the securities premium account, which can be used only for purposes allowed by Section 52 of the Companies Act, 2013.',
      'When forfeited shares are reissued, any remaining gain on forfeiture is transferred to the capital reserve.',
      'Company balance sheets follow Schedule III of the Companies Act, 2013 in vertical form.',
      'In amalgamation in the nature of purchase, the purchase consideration is compared with net assets taken over to find goodwill or capital reserve.',
    ],
  },
  {
    name: 'Income Tax Law and Practice',
    units: ['Basic Concepts and Residential Status', 'Income from Salaries', 'Income from House Property', 'Profits and Gains of Business', 'Capital Gains', 'Deductions under Chapter VI-A'],
    facts: [
      'The previous year is the financial year in which income is earned, and it is taxed in the following assessment year.',
      'Residential status depends on the number of days an individual stays in India during the previous year and the preceding years.',
      'Income from house property is computed from the annual value, less municipal taxes, a standard deduction of 30 percent and interest on borrowed capital.',
      'Section 80C allows a deduction of up to 1.5 lakh rupees for investments such as PPF, ELSS and life insurance premiums under the old regime.',
      'Capital gains are short-term or long-term depending on how long the asset was held before transfer.',
    ],
  },
  {
    name: 'Auditing',
    units: ['Nature and Objectives of Audit', 'Internal Control and Internal Check', 'Vouching', 'Verification of Assets and Liabilities', 'Audit Report'],
    facts: [
      'The main objective of an audit is to express an opinion on whether financial statements give a true and fair view.',
      'Vouching checks entries in the books against documentary evidence such as invoices, receipts and contracts.',
      'Internal check divides work so that no single person handles a transaction from start to finish.',
      'An auditor may give an unmodified, qualified or adverse opinion, or a disclaimer of opinion.',
    ],
  },
  {
    name: 'Business Law',
    units: ['Indian Contract Act, 1872', 'Sale of Goods Act, 1930', 'Negotiable Instruments Act, 1881', 'Indian Partnership Act, 1932', 'Consumer Protection Act, 2019'],
    facts: [
      'A valid contract needs an offer, acceptance, lawful consideration, capacity of the parties, free consent and a lawful object.',
      'An agreement with a minor is void from the beginning, as held in Mohori Bibee v. Dharmodas Ghose.',
      'Under the Sale of Goods Act, a condition is essential to the contract while a warranty is collateral, so breach of a warranty only gives a claim for damages.',
      'A cheque is a bill of exchange drawn on a specified banker and payable on demand; dishonour for insufficient funds is an offence under Section 138.',
    ],
  },
  {
    name: 'Business Statistics',
    units: ['Collection and Presentation of Data', 'Measures of Central Tendency', 'Measures of Dispersion', 'Correlation and Regression', 'Index Numbers and Time Series'],
    facts: [
      'The mean is affected by extreme values, while the median and the mode are not.',
      'The coefficient of variation is the standard deviation divided by the mean, and it compares variability of series with different units.',
      'Karl Pearson\'s coefficient measures linear correlation, and Spearman\'s rank correlation works on ranks.',
      'Fisher\'s ideal index number is the geometric mean of the Laspeyres and Paasche indices.',
      'A time series has trend, seasonal, cyclical and irregular components.',
    ],
  },
  {
    name: 'Banking and Insurance',
    units: ['Banking System in India', 'Functions of the Reserve Bank of India', 'Banker and Customer Relationship', 'Digital Banking and UPI', 'Principles of Insurance'],
    facts: [
      'The Reserve Bank of India controls credit through the repo rate, the cash reserve ratio and the statutory liquidity ratio.',
      'A bank is a debtor when a customer deposits money and a creditor when it lends to the customer.',
      'UPI, run by the National Payments Corporation of India, allows instant transfers between bank accounts through a virtual payment address.',
      'Insurance contracts rest on utmost good faith, insurable interest, indemnity and the doctrine of proximate cause.',
    ],
  },
  {
    name: 'Principles of Management',
    units: ['Evolution of Management Thought', 'Planning and Decision Making', 'Organising', 'Staffing and Directing', 'Controlling'],
    facts: [
      'Henri Fayol gave fourteen principles of management, including division of work, unity of command and scalar chain.',
      'F. W. Taylor\'s scientific management used time and motion studies and differential piece-rate wages.',
      'Management by objectives sets goals jointly with employees and reviews performance against them.',
      'Span of control is the number of subordinates a manager can supervise effectively.',
    ],
  },
  {
    name: 'Marketing Management',
    units: ['Marketing Concepts', 'Consumer Behaviour', 'Segmentation, Targeting and Positioning', 'Product Life Cycle', 'Pricing Strategies', 'Promotion and Distribution'],
    facts: [
      'The marketing mix has four Ps: product, price, place and promotion; services add people, process and physical evidence.',
      'Market segmentation can be geographic, demographic, psychographic or behavioural.',
      'The product life cycle has introduction, growth, maturity and decline stages, each needing a different strategy.',
      'Penetration pricing sets a low price to win market share quickly, while skimming pricing starts high for early adopters.',
      'Kotler describes marketing as satisfying needs and wants through exchange processes.',
    ],
  },
  {
    name: 'Human Resource Management',
    units: ['HR Planning', 'Recruitment and Selection', 'Training and Development', 'Performance Appraisal', 'Compensation Management', 'Industrial Relations'],
    facts: [
      'Human resource planning forecasts the demand for and supply of employees and plans to close the gap.',
      'Recruitment creates a pool of applicants, while selection chooses the most suitable among them.',
      'The 360-degree appraisal collects feedback from superiors, peers, subordinates and customers.',
      'On-the-job training methods include job rotation, coaching and apprenticeship.',
      'The Industrial Disputes Act, 1947 provides for conciliation, arbitration and adjudication of disputes.',
    ],
  },
  {
    name: 'Financial Management',
    units: ['Time Value of Money', 'Capital Budgeting', 'Cost of Capital', 'Capital Structure and Leverage', 'Working Capital Management', 'Dividend Decisions'],
    facts: [
      'Net present value discounts future cash flows at the cost of capital, and a project is accepted when NPV is positive.',
      'The internal rate of return is the discount rate at which NPV equals zero.',
      'The weighted average cost of capital weights the cost of each source of finance by its share in the capital structure.',
      'Operating leverage comes from fixed operating costs, and financial leverage from fixed interest charges.',
      'Walter\'s and Gordon\'s models argue that dividend policy affects firm value, while Modigliani and Miller argue it does not.',
    ],
  },
  {
    name: 'Organisational Behaviour',
    units: ['Personality and Perception', 'Motivation Theories', 'Leadership', 'Group Dynamics', 'Organisational Change and Culture'],
    facts: [
      'Maslow\'s hierarchy places physiological, safety, social, esteem and self-actualisation needs in order.',
      'Herzberg separated hygiene factors, which prevent dissatisfaction, from motivators, which create satisfaction.',
      'Tuckman\'s model says groups go through forming, storming, norming, performing and adjourning.',
      'Transformational leaders inspire followers to look beyond self-interest, while transactional leaders rely on rewards and corrections.',
    ],
  },
  {
    name: 'Operations Management',
    units: ['Facility Location and Layout', 'Forecasting', 'Inventory Control', 'Quality Management', 'Project Scheduling with PERT and CPM'],
    facts: [
      'Product layouts suit mass production on assembly lines, and process layouts group similar machines for job shops.',
      'ABC analysis classifies inventory by annual consumption value so that the few A items get the closest control.',
      'Six Sigma aims at no more than 3.4 defects per million opportunities.',
      'The critical path is the longest path through a project network, and any delay on it delays the whole project.',
    ],
  },
  {
    name: 'International Business',
    units: ['Theories of International Trade', 'Foreign Exchange Markets', 'Balance of Payments', 'Modes of Entry', 'WTO and Trade Agreements'],
    facts: [
      'Ricardo\'s theory of comparative advantage says countries gain by specialising in goods with the lowest opportunity cost.',
      'The balance of payments has a current account and a capital account, and it always balances in accounting terms.',
      'Firms enter foreign markets by exporting, licensing, franchising, joint ventures or wholly owned subsidiaries.',
      'The World Trade Organization, set up in 1995, follows the principles of most-favoured-nation treatment and national treatment.',
    ],
  },
  {
    name: 'Digital Marketing',
    units: ['Search Engine Optimization', 'Search Engine Marketing', 'Social Media Marketing', 'Email Marketing', 'Web Analytics'],
    facts: [
      'On-page SEO covers titles, headings, content and page speed, while off-page SEO depends mostly on quality backlinks.',
      'In pay-per-click advertising, ad rank depends on the bid and the quality score of the ad and its landing page.',
      'Click-through rate is clicks divided by impressions, and conversion rate is conversions divided by visitors.',
      'A marketing funnel moves people from awareness to interest, consideration and purchase.',
    ],
  },
  {
    name: 'Consumer Behaviour',
    units: ['Consumer Decision Process', 'Motivation and Involvement', 'Attitude Formation', 'Reference Groups and Culture', 'Diffusion of Innovations'],
    facts: [
      'The buying decision process runs from need recognition through information search and evaluation of alternatives to purchase and post-purchase behaviour.',
      'Cognitive dissonance after a costly purchase can be reduced with reassurance and good after-sales service.',
      'Reference groups and family strongly shape buying decisions in Indian households.',
      'Rogers divided adopters of innovations into innovators, early adopters, early majority, late majority and laggards.',
    ],
  },
  {
    name: 'Microeconomics',
    units: ['Demand and Supply', 'Elasticity', 'Consumer Equilibrium', 'Production and Costs', 'Market Structures'],
    facts: [
      'The law of demand says quantity demanded falls as price rises, other things being equal.',
      'Price elasticity of demand is the percentage change in quantity demanded divided by the percentage change in price.',
      'A consumer is in equilibrium where the indifference curve is tangent to the budget line.',
      'In perfect competition a firm earns only normal profit in the long run, where price equals minimum average cost.',
      'A monopolist sets output where marginal revenue equals marginal cost and charges the price the demand curve allows.',
    ],
  },
  {
    name: 'Macroeconomics',
    units: ['National Income Accounting', 'Consumption and Investment', 'The Multiplier', 'Money and Banking', 'Inflation and Unemployment', 'Fiscal and Monetary Policy'],
    facts: [
      'GDP can be measured by the production, income and expenditure methods, which in principle give the same total.',
      'The investment multiplier is one divided by one minus the marginal propensity to consume.',
      'The Phillips curve suggests a short-run trade-off between inflation and unemployment.',
      'Expansionary fiscal policy raises government spending or cuts taxes, while the RBI\'s monetary policy works through interest rates and liquidity.',
    ],
  },
  {
    name: 'Indian Economy',
    units: ['Planning in India', 'Agriculture and the Green Revolution', 'Industrial Policy and the 1991 Reforms', 'Poverty and Unemployment', 'GST and Public Finance'],
    facts: [
      'The 1991 reforms of liberalisation, privatisation and globalisation followed a balance of payments crisis.',
      'The Green Revolution raised wheat and rice yields with high-yielding seeds, irrigation and fertilisers, mainly in Punjab, Haryana and western Uttar Pradesh.',
      'NITI Aayog replaced the Planning Commission in 2015.',
      'The Goods and Services Tax, introduced in July 2017, replaced many indirect taxes with a single destination-based tax.',
    ],
  },
  {
    name: 'Econometrics',
    units: ['Simple Linear Regression', 'Multiple Regression', 'Multicollinearity', 'Heteroscedasticity', 'Autocorrelation'],
    facts: [
      'Under the Gauss-Markov assumptions, ordinary least squares estimators are the best linear unbiased estimators.',
      'R-squared measures the share of variation in the dependent variable explained by the model, and adjusted R-squared penalises extra regressors.',
      'Multicollinearity inflates standard errors, and the variance inflation factor helps detect it.',
      'The Durbin-Watson statistic tests for first-order autocorrelation in the residuals.',
    ],
  },
  {
    name: 'Food Production',
    units: ['Kitchen Organisation', 'Methods of Cooking', 'Stocks, Sauces and Soups', 'Indian Regional Cuisine', 'Bakery and Confectionery'],
    facts: [
      'The five French mother sauces are bechamel, veloute, espagnole, hollandaise and tomato.',
      'Moist-heat methods include boiling, poaching and steaming, while dry-heat methods include roasting, grilling and baking.',
      'The kitchen brigade system, set up by Escoffier, is headed by the executive chef and the sous chef.',
      'Dum cooking, used for Hyderabadi and Awadhi biryani, slow-cooks food in a sealed vessel.',
    ],
  },
  {
    name: 'Front Office Operations',
    units: ['Front Office Organisation', 'Room Reservations', 'Guest Registration', 'Guest Services', 'Check-out and Night Audit'],
    facts: [
      'The guest cycle has four stages: pre-arrival, arrival, occupancy and departure.',
      'Average room rate is room revenue divided by rooms sold, and RevPAR is room revenue divided by rooms available.',
      'The night audit checks the day\'s postings and closes the hotel\'s business day.',
      'Overbooking is managed by forecasting no-shows and cancellations.',
    ],
  },
  {
    name: 'Housekeeping Operations',
    units: ['Housekeeping Department', 'Cleaning Agents and Equipment', 'Guest Room Cleaning', 'Linen and Laundry', 'Pest Control'],
    facts: [
      'Rooms are cleaned in order: VIP and early check-out requests first, then occupied rooms, then vacant dirty rooms.',
      'A par stock of linen is the quantity needed for one full turnover of rooms, and hotels usually keep three to five par.',
      'The pH of a cleaning agent decides its use: acids remove scale, alkalis remove grease.',
      'The housekeeping status report is compared with the front office report to find discrepancies such as skippers.',
    ],
  },
  {
    name: 'Food and Beverage Service',
    units: ['Types of Food Service', 'Service Equipment', 'Menu Planning', 'Beverages', 'Banquets and Room Service'],
    facts: [
      'Silver service, American service and buffet service differ in how food is plated and presented to guests.',
      'A table d\'hote menu has a fixed price for a set meal, while an a la carte menu prices each dish separately.',
      'Kitchen order tickets control food issue and link orders to the billing system.',
      'Wines are served at different temperatures: white and rose chilled, red at cool room temperature.',
    ],
  },
];
