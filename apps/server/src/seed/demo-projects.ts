/**
 * The demo course's projects: industry briefs from the demo clients in every status, written
 * to be distinct enough that project search and the allocation engine have real work to do.
 * `clients` are client emails (see demo-accounts.ts); `proj_no` follows the list order.
 */
export interface DemoProject {
  name: string;
  clients: string[];
  status: 'draft' | 'submitted' | 'available' | 'unavailable';
  category: string;
  areas: string[];
  terms: number[];
  capacity: number;
  description: string;
  background: string;
  scope: string;
  reqSkills: string;
  outcomes: string;
  dateCreated: string;
}

const CASEY = 'client@demo.capstone.dev';
const VAL = 'verified@demo.capstone.dev';
const PRIYA = 'freight@demo.capstone.dev';
const TOM = 'ledgerline@demo.capstone.dev';
const MEI = 'brightpath@demo.capstone.dev';
const JACK = 'gridwise@demo.capstone.dev';
const SOPHIE = 'paddock@demo.capstone.dev';
const LIAM = 'riverbend@demo.capstone.dev';
const AISHA = 'harbourside@demo.capstone.dev';

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Shopfront Sales Forecasting',
    clients: [CASEY],
    status: 'available',
    category: 'Data Science',
    areas: ['Data Science', 'AI', 'Web Development'],
    terms: [1, 2],
    capacity: 2,
    description: 'Weekly sales forecasts for independent retailers from their point-of-sale data.',
    background:
      'Acme Analytics supports about 400 independent shops (bakeries, hardware stores, florists) that export daily sales from their point-of-sale systems. Owners order stock on gut feel and regularly over-order perishables before long weekends or run out during school holidays.',
    scope:
      'Build a forecasting service that ingests point-of-sale CSV exports, accounts for public holidays, school terms and local weather, and predicts next-week sales per product category. Present forecasts with confidence ranges in a simple web dashboard an owner can read in two minutes.',
    reqSkills:
      'Python (pandas, scikit-learn or Prophet), time-series forecasting, REST APIs, a web front end (React or similar), communicating uncertainty to non-technical users.',
    outcomes:
      'A working forecasting pipeline evaluated against a year of anonymised sales from five pilot shops, a dashboard prototype, and a short report comparing at least two forecasting approaches.',
    dateCreated: '2024-11-04',
  },
  {
    name: 'Cashflow Early-Warning Dashboard for Cafés',
    clients: [CASEY],
    status: 'available',
    category: 'Web Development',
    areas: ['Web Development', 'Data Science'],
    terms: [1],
    capacity: 1,
    description: 'Warn café owners weeks ahead when supplier bills will outrun takings.',
    background:
      'Small hospitality businesses fail more often from cash shortfalls than from lack of customers. Our café customers connect their accounting software, but nobody looks at projected cash until the bank balance is already negative.',
    scope:
      'Connect to an accounting API sandbox (Xero or MYOB), project the bank balance 8 weeks ahead from recurring bills, payroll and seasonal takings, and send a plain-language alert when the balance is projected to drop below a threshold. Mobile-friendly web app with secure login.',
    reqSkills:
      'TypeScript, React, Node.js, OAuth 2.0 integrations, basic accounting concepts (accounts payable, GST), responsive UI design.',
    outcomes:
      'A deployed prototype connected to a sandbox ledger, alert rules configurable by the owner, and usability feedback from at least three café owners.',
    dateCreated: '2024-11-18',
  },
  {
    name: 'Pick-Path Optimisation for Warehouse Robots',
    clients: [VAL],
    status: 'available',
    category: 'AI',
    areas: ['AI', 'Data Science'],
    terms: [1, 3],
    capacity: 2,
    description: 'Shorter, collision-free routes for autonomous picking robots.',
    background:
      'Harbour Robotics runs fleets of 20–60 autonomous mobile robots in e-commerce warehouses. Orders are batched greedily today, so robots criss-cross aisles and queue at congested intersections during the evening peak.',
    scope:
      'Model the warehouse as a graph, then design and compare order-batching and multi-robot routing strategies (for example heuristic search and reinforcement learning) in a simulator built from our floor plans and a month of anonymised order logs. Visualise robot traffic over a shift.',
    reqSkills:
      'Algorithms and graph search, Python or C++, optimisation or reinforcement learning, simulation, data visualisation.',
    outcomes:
      'A simulator with replayable order logs, at least two routing strategies benchmarked on travel distance and throughput, and a recommendation we can trial on one live site.',
    dateCreated: '2024-11-06',
  },
  {
    name: 'Robot Fleet Health Monitor',
    clients: [VAL, CASEY],
    status: 'available',
    category: 'Web Development',
    areas: ['Web Development', 'Data Science'],
    terms: [1],
    capacity: 1,
    description: 'One screen showing battery, fault and maintenance state for every robot.',
    background:
      'Site technicians learn about failing robots when they stop in an aisle. Telemetry (battery cycles, motor current, error codes) is already streamed to the cloud but is only read after an incident. Acme Analytics co-sponsors the dashboard side of this project.',
    scope:
      'Build a real-time web dashboard over our telemetry stream showing fleet status, alerting on anomalies such as rising motor current, and predicting battery replacement dates. Include role-based views for technicians and site managers.',
    reqSkills:
      'TypeScript, React, WebSockets or server-sent events, time-series databases, basic anomaly detection, UX for operational dashboards.',
    outcomes:
      'A live dashboard fed by a telemetry replay, configurable alert rules, and a battery-life prediction evaluated on historical data.',
    dateCreated: '2024-12-02',
  },
  {
    name: 'Live Container Tracking Portal',
    clients: [PRIYA],
    status: 'available',
    category: 'Web Development',
    areas: ['Web Development', 'Mobile Development'],
    terms: [1, 2],
    capacity: 2,
    description: 'Customers see where their container is, from wharf to warehouse.',
    background:
      'Southern Cross Freight moves 3,000 containers a week from Port Botany to warehouses across Sydney. Customers phone our dispatch team several times a day asking where their container is, which ties up dispatchers during the busiest hours.',
    scope:
      'Create a customer portal that combines terminal availability data, truck GPS pings and delivery bookings into a live timeline for each container, with estimated arrival times and SMS or email notifications on status changes.',
    reqSkills:
      'Full-stack web development, REST and webhook integrations, maps (Leaflet or Mapbox), relational databases, notification services.',
    outcomes:
      'A working portal using replayed GPS and terminal feeds, ETA estimates compared with actual arrivals, and a notification flow tested with two pilot customers.',
    dateCreated: '2024-11-11',
  },
  {
    name: 'Driver Fatigue Check-in App',
    clients: [PRIYA],
    status: 'available',
    category: 'Mobile Development',
    areas: ['Mobile Development', 'AI'],
    terms: [1],
    capacity: 1,
    description: 'A quick pre-shift check that helps drivers and dispatch manage fatigue.',
    background:
      'Heavy-vehicle drivers must follow national fatigue rules. Paper work diaries are error-prone, and dispatchers cannot see who is close to their driving-hour limits when assigning urgent jobs.',
    scope:
      'Design a mobile app for drivers to log work and rest periods, complete a 60-second alertness check (reaction-time game plus a short questionnaire), and share a fatigue status with dispatch. Work offline in regional areas and sync later.',
    reqSkills:
      'React Native or Flutter, offline-first data sync, accessible mobile UI, privacy-aware design, interest in transport safety.',
    outcomes:
      'A mobile prototype on iOS and Android, a dispatch view of driver hours, and a privacy impact summary.',
    dateCreated: '2024-11-25',
  },
  {
    name: 'Open Banking Budget Coach',
    clients: [TOM],
    status: 'available',
    category: 'Mobile Development',
    areas: ['Mobile Development', 'Data Science', 'Cyber Security'],
    terms: [1, 2, 3],
    capacity: 2,
    description: 'A budgeting app that categorises spending from Consumer Data Right feeds.',
    background:
      'Australia’s Consumer Data Right lets households share bank data with accredited apps. Ledgerline wants to help young renters understand where their money goes without handing over their banking passwords.',
    scope:
      'Build a mobile budgeting app against a CDR sandbox: consent flow, transaction import, automatic categorisation (groceries, rent, subscriptions), monthly budgets and gentle nudges. Security and consent revocation must follow CDR rules.',
    reqSkills:
      'Mobile development, OAuth and consent flows, secure storage, text classification of transaction descriptions, data visualisation.',
    outcomes:
      'A mobile app using sandbox bank data, a categoriser with measured accuracy on labelled transactions, and a security review of the data flow.',
    dateCreated: '2024-11-08',
  },
  {
    name: 'Transaction Fraud Triage Assistant',
    clients: [TOM],
    status: 'available',
    category: 'AI',
    areas: ['AI', 'Cyber Security', 'Data Science'],
    terms: [1],
    capacity: 1,
    description: 'Rank suspicious payments so analysts review the riskiest first.',
    background:
      'Our fraud analysts review around 1,500 flagged payments a day. Most flags are false positives from rigid rules, so genuine scams such as invoice redirection are found late.',
    scope:
      'Train and evaluate models that score flagged transactions using synthetic but realistic payment data, explain each score in plain terms for analysts, and build a triage queue UI. Compare against the current rule set on precision at the top of the queue.',
    reqSkills:
      'Machine learning (gradient boosting, imbalanced data), model explainability (SHAP or similar), Python, SQL, a basic web UI.',
    outcomes:
      'A scored triage queue prototype, an evaluation report on synthetic data, and explanations analysts rate as useful.',
    dateCreated: '2024-12-09',
  },
  {
    name: 'Adaptive Maths Practice for Years 7–10',
    clients: [MEI],
    status: 'available',
    category: 'AI',
    areas: ['AI', 'Web Development'],
    terms: [1, 3],
    capacity: 2,
    description: 'Practice questions that adapt to what each student has not mastered yet.',
    background:
      'Teachers in our partner high schools set the same homework for a whole class, so strong students are bored and struggling students fall further behind. Brightpath has a bank of 8,000 tagged maths questions aligned to the Australian Curriculum.',
    scope:
      'Build a web practice tool that estimates each student’s mastery per curriculum outcome (for example with knowledge tracing) and picks the next question accordingly. Teachers get a class view of misconceptions.',
    reqSkills:
      'Web development, student modelling or recommender systems, Python or TypeScript, working with curriculum-tagged content, accessibility.',
    outcomes:
      'A working practice tool seeded with our question bank, a simulation study of the adaptive strategy, and a teacher dashboard prototype.',
    dateCreated: '2024-11-13',
  },
  {
    name: 'Accessible Lecture Captioning and Notes',
    clients: [MEI],
    status: 'available',
    category: 'AI',
    areas: ['AI', 'Web Development'],
    terms: [1],
    capacity: 1,
    description: 'Accurate captions and searchable summaries for recorded lectures.',
    background:
      'Students with hearing impairments and students studying in a second language rely on lecture captions, but automatic captions struggle with technical vocabulary and lecturers rarely correct them.',
    scope:
      'Build a pipeline that transcribes lecture recordings with speech recognition, adapts to course vocabulary from the slides, lets lecturers correct captions quickly, and produces timestamped summaries students can search.',
    reqSkills:
      'Natural language processing, speech-to-text APIs or open models, Python, web front end, WCAG accessibility guidelines.',
    outcomes:
      'A working captioning and notes tool, word-error-rate measurements on sample lectures with and without vocabulary adaptation, and feedback from students who use captions.',
    dateCreated: '2024-12-04',
  },
  {
    name: 'Rooftop Solar Output Forecaster',
    clients: [JACK],
    status: 'available',
    category: 'Data Science',
    areas: ['Data Science', 'AI'],
    terms: [1, 2],
    capacity: 1,
    description: 'Next-day solar generation forecasts for 12,000 customer rooftops.',
    background:
      'GridWise Energy buys wholesale electricity to cover what customers’ rooftop solar does not. Poor next-day solar forecasts on cloudy days cost us in price spikes on the national electricity market.',
    scope:
      'Combine inverter history, panel orientation and Bureau of Meteorology forecasts to predict half-hourly generation per postcode for the next day. Evaluate on held-out months and present results on a map.',
    reqSkills:
      'Python, time-series and weather data, machine learning regression, geospatial visualisation, data engineering with large CSV datasets.',
    outcomes:
      'A forecasting model with error metrics by season, a reproducible data pipeline, and a map-based visualisation for our trading team.',
    dateCreated: '2024-11-20',
  },
  {
    name: 'Home Battery Scheduling App',
    clients: [JACK],
    status: 'available',
    category: 'Mobile Development',
    areas: ['Mobile Development', 'Data Science'],
    terms: [1],
    capacity: 1,
    description: 'Help households charge and discharge batteries at the cheapest times.',
    background:
      'Customers with home batteries leave them on default settings and miss savings from time-of-use tariffs and demand-response events.',
    scope:
      'Build a mobile app that shows a household’s solar, battery and grid usage, recommends a daily charging schedule from tariffs and forecasts, and lets the customer opt in to demand-response events with one tap.',
    reqSkills:
      'Mobile development, REST APIs, simple optimisation (linear programming or heuristics), charts, clear UX for energy concepts.',
    outcomes:
      'An app prototype over simulated battery data, a scheduling algorithm with estimated savings across tariffs, and usability testing with customers.',
    dateCreated: '2024-12-11',
  },
  {
    name: 'Soil Moisture Sensor Network Dashboard',
    clients: [SOPHIE],
    status: 'available',
    category: 'Web Development',
    areas: ['Web Development', 'Data Science'],
    terms: [1],
    capacity: 2,
    description: 'One view of soil moisture across members’ paddocks to plan irrigation.',
    background:
      'Co-op members have installed 600 LoRaWAN soil-moisture probes, but each vendor has its own app and farmers cannot compare paddocks or share data with agronomists.',
    scope:
      'Ingest readings from two vendor APIs into a common store, display moisture by depth on a farm map, alert when paddocks approach wilting point, and let members share selected paddocks with an agronomist.',
    reqSkills:
      'Full-stack web development, IoT data ingestion, time-series storage, maps, access control for shared data.',
    outcomes:
      'A dashboard running on replayed sensor data from three farms, irrigation alerts, and a data-sharing permission model reviewed by the co-op board.',
    dateCreated: '2024-11-15',
  },
  {
    name: 'Pasture Biomass from Satellite Imagery',
    clients: [SOPHIE],
    status: 'available',
    category: 'AI',
    areas: ['AI', 'Data Science'],
    terms: [1, 3],
    capacity: 1,
    description: 'Estimate feed on offer per paddock from free satellite images.',
    background:
      'Graziers estimate how much feed is in a paddock by walking it. Sentinel-2 imagery is free every five days, and members have years of pasture-cut measurements to calibrate against.',
    scope:
      'Build a model that estimates pasture biomass (kg dry matter per hectare) from Sentinel-2 bands and vegetation indices, handle cloud cover, and produce paddock-level maps and trends for the last season.',
    reqSkills:
      'Remote sensing or computer vision, Python (rasterio, xarray), machine learning regression, GIS basics.',
    outcomes:
      'A calibrated biomass model with validation error against field measurements, and paddock maps delivered for five member farms.',
    dateCreated: '2024-12-16',
  },
  {
    name: 'Report-a-Pothole Civic App',
    clients: [LIAM],
    status: 'available',
    category: 'Mobile Development',
    areas: ['Mobile Development', 'Web Development'],
    terms: [1, 2],
    capacity: 2,
    description: 'Residents report road and footpath hazards with a photo and a pin.',
    background:
      'Residents report potholes, broken footpaths and illegal dumping by phone or a long web form. Reports arrive without locations or photos, and duplicates waste crews’ time.',
    scope:
      'Build a mobile app for residents to report issues with photo, GPS location and category; a triage web console for council officers that merges duplicates and assigns jobs; and status updates back to the reporter.',
    reqSkills:
      'Mobile development, maps and geolocation, web admin console, image handling, accessible design for a diverse community.',
    outcomes:
      'Resident app and officer console prototypes, a duplicate-detection approach evaluated on historical reports, and an accessibility review.',
    dateCreated: '2024-11-22',
  },
  {
    name: 'Council Website Accessibility Auditor',
    clients: [LIAM],
    status: 'available',
    category: 'Web Development',
    areas: ['Web Development', 'Cyber Security'],
    terms: [1],
    capacity: 1,
    description: 'Continuous WCAG checks across 3,000 council web pages and PDFs.',
    background:
      'Government websites must meet WCAG 2.1 AA. Our site has thousands of pages and PDFs edited by many teams, and audits happen once a year by hand.',
    scope:
      'Build a crawler that checks pages and PDFs for common accessibility failures, tracks issues over time, assigns them to the owning team and explains each fix in plain language. Respect the site’s security headers and rate limits.',
    reqSkills:
      'Web crawling, HTML and ARIA, automated accessibility testing (axe-core), dashboards, secure handling of site credentials.',
    outcomes:
      'An automated audit run across the public site, a dashboard of issues by team, and a comparison with last year’s manual audit.',
    dateCreated: '2024-12-05',
  },
  {
    name: 'Emergency Department Wait-Time Predictor',
    clients: [AISHA],
    status: 'available',
    category: 'Data Science',
    areas: ['Data Science', 'AI', 'Web Development'],
    terms: [1],
    capacity: 1,
    description: 'Honest wait-time estimates for patients and better staffing for nurses.',
    background:
      'Patients arriving at our emergency departments have no idea how long they will wait, and nurse unit managers plan staffing from last year’s averages.',
    scope:
      'Using de-identified arrival and triage data, predict waiting time by triage category for the next few hours, and build a public wait-time display plus a staffing view for managers. Privacy must be preserved throughout.',
    reqSkills:
      'Python, statistical modelling or machine learning, queueing concepts, web visualisation, working with sensitive health data.',
    outcomes:
      'A prediction model with error bands evaluated on held-out months, a wait-time display prototype and a staffing view reviewed by nurse managers.',
    dateCreated: '2024-12-12',
  },
  {
    name: 'Loyalty Program Churn Insights',
    clients: [CASEY],
    status: 'submitted',
    category: 'Data Science',
    areas: ['Data Science', 'AI'],
    terms: [1, 2],
    capacity: 1,
    description: 'Spot loyalty members who are drifting away before they are gone.',
    background:
      'Retailers using our loyalty add-on can see points balances but not which regulars have quietly stopped coming in.',
    scope:
      'Model customer churn from visit frequency and basket data, segment members, and suggest win-back offers. Present results in a shop-owner friendly report.',
    reqSkills:
      'Python, customer analytics, survival analysis or classification, data visualisation.',
    outcomes:
      'A churn model validated on historical loyalty data and a monthly insights report template.',
    dateCreated: '2025-01-20',
  },
  {
    name: 'Secure Patient Referral Messaging',
    clients: [AISHA],
    status: 'submitted',
    category: 'Cyber Security',
    areas: ['Cyber Security', 'Web Development'],
    terms: [1, 2],
    capacity: 2,
    description: 'Replace faxed referrals between GPs and hospital clinics.',
    background:
      'Most referrals from general practices to our outpatient clinics still arrive by fax, get lost, and cannot be tracked.',
    scope:
      'Design an end-to-end encrypted referral inbox with structured referral forms, audit logging and acknowledgement receipts, integrated with a sandbox of the national provider directory.',
    reqSkills:
      'Web security, cryptography fundamentals, threat modelling, full-stack development, HL7 FHIR basics.',
    outcomes:
      'A threat model, a working prototype with audit trail, and a penetration-test report.',
    dateCreated: '2025-01-28',
  },
  {
    name: 'Small-Business Invoice Reader',
    clients: [TOM],
    status: 'submitted',
    category: 'AI',
    areas: ['AI', 'Web Development'],
    terms: [1],
    capacity: 1,
    description: 'Turn photographed supplier invoices into ledger entries.',
    background:
      'Sole traders photograph paper invoices and type them into their books at the end of the quarter, usually with errors.',
    scope:
      'Extract supplier, ABN, line items, GST and due date from invoice photos and PDFs using document AI, let the user confirm, and post to a sandbox ledger.',
    reqSkills: 'Document understanding or OCR, NLP, Python, web front end, API integration.',
    outcomes:
      'An extraction pipeline with field-level accuracy on 300 sample invoices and a review UI.',
    dateCreated: '2025-02-03',
  },
  {
    name: 'Cyber Hygiene Training Simulator for Council Staff',
    clients: [LIAM],
    status: 'submitted',
    category: 'Cyber Security',
    areas: ['Cyber Security', 'Web Development'],
    terms: [1, 3],
    capacity: 1,
    description: 'Short, realistic phishing and password drills for 1,800 staff.',
    background:
      'Most incidents at the council start with a phishing email. Annual compliance videos have not changed behaviour.',
    scope:
      'Build a training platform that runs safe simulated phishing campaigns, delivers two-minute lessons when someone clicks, and reports trends by department without shaming individuals.',
    reqSkills:
      'Web development, email infrastructure basics, security awareness, privacy-preserving analytics.',
    outcomes:
      'A pilot campaign run with one department and a report on click rates before and after.',
    dateCreated: '2025-02-07',
  },
  {
    name: 'Inventory Reorder Assistant',
    clients: [CASEY],
    status: 'draft',
    category: 'Data Science',
    areas: ['Data Science'],
    terms: [2],
    capacity: 1,
    description: '',
    background:
      'Shop owners want a nudge when stock of a fast-moving line is about to run out. Still scoping which suppliers to integrate with.',
    scope: '',
    reqSkills: '',
    outcomes: '',
    dateCreated: '2025-02-10',
  },
  {
    name: 'Livestock Water Trough Monitor',
    clients: [SOPHIE],
    status: 'draft',
    category: 'Mobile Development',
    areas: ['Mobile Development'],
    terms: [],
    capacity: 0,
    description: '',
    background: 'Checking troughs on remote paddocks takes hours of driving each week.',
    scope: 'Low-cost level sensors with alerts to a phone. Details to come after the field trial.',
    reqSkills: '',
    outcomes: '',
    dateCreated: '2025-02-12',
  },
  {
    name: 'Retail Foot-Traffic Heatmaps',
    clients: [CASEY],
    status: 'unavailable',
    category: 'AI',
    areas: ['AI', 'Data Science'],
    terms: [2],
    capacity: 1,
    description: 'Anonymous in-store movement heatmaps from existing security cameras.',
    background:
      'Retailers rearrange displays without knowing which aisles shoppers actually visit. Most already have ceiling cameras.',
    scope:
      'Detect and track people anonymously in camera footage on-premises, aggregate movement into heatmaps per hour, and show how layout changes affect dwell time. No faces or identities may leave the store.',
    reqSkills:
      'Computer vision (object detection and tracking), edge deployment, privacy by design, Python.',
    outcomes:
      'An on-premises prototype producing heatmaps from recorded footage and a privacy assessment.',
    dateCreated: '2024-10-21',
  },
  {
    name: 'Cold-Chain Temperature Alerts',
    clients: [PRIYA],
    status: 'unavailable',
    category: 'Data Science',
    areas: ['Data Science', 'Mobile Development'],
    terms: [3],
    capacity: 1,
    description: 'Catch refrigerated containers drifting out of range before stock spoils.',
    background:
      'Refrigerated containers log temperatures every five minutes, but data is only checked on arrival, after vaccines or seafood may already be spoiled.',
    scope:
      'Stream reefer telemetry, detect drift and door-open events, predict time-to-breach and alert drivers and customers on their phones.',
    reqSkills: 'Streaming data, anomaly detection, mobile notifications, Python or TypeScript.',
    outcomes: 'An alerting prototype evaluated on a season of historical reefer logs.',
    dateCreated: '2024-10-28',
  },
];

/** The projects the demo student has hearted (by name), in the order they were added. */
export const DEMO_STUDENT_WISHLIST = [
  'Adaptive Maths Practice for Years 7–10',
  'Pick-Path Optimisation for Warehouse Robots',
  'Open Banking Budget Coach',
];
