package harm

// Word lists of the English phrases of drugs, crime, cybercrime,
// disinformation and adult sexual content (data_chat.go, data_speech.go,
// data.go), in the lexicon's syntax: one position of alternatives, or
// phrases separated by ", " for pairUp.

// streetDrugs are the drugs of the trade by their street and chemical names.
const streetDrugs = "coke|cocaine|heroin|meth|fent|fentanyl|weed|molly|mdma|ecstasy|ketamine|ket|shrooms|lsd|acid|xanax|xans|percs|" +
	"oxy|oxys|drugs|dope|crack|kilos|kilo|bricks"

// onlineDrugs are street drugs bought online: not "drugs" nor "pills",
// which a prescription brings too.
const onlineDrugs = "acid|lsd|shrooms|molly|mdma|coke|cocaine|ket|ketamine|meth|heroin|fent|fentanyl|dmt|xans|percs|oxys|weed"

// exPossessive is an ex's possessive as chat writes it.
const exPossessive = "my|his|her|their ex girlfriend's|boyfriend's|girlfriends|boyfriends|wife's|husband's, " +
	"my|his|her|their ex-girlfriend's|ex-boyfriend's|ex-wife's|ex-husband's|exwife's"

// exOwner is a person's possessive, an ex's included.
const exOwner = relativeOwner + ", " + exPossessive

// spyOwner are the people whose computer is controlled remotely to spy on
// them: exOwner without the parents and elders a child helps that way.
const spyOwner = "my|his|her|their " + peerPossessive + ", " + bareOwner + ", " + exPossessive

// voyeurRooms are the rooms where people undress.
const voyeurRooms = "bathroom, shower, locker room, changing room, dressing room, guest bathroom, guest room, airbnb|rental bathroom|shower, bathroom vent, " +
	"girls|girls'|women's|womens locker|changing room, girls|girls'|women's|womens bathroom|restroom|showers, guest|airbnb|rental bedroom, hotel room"

// officialSources are outlets, offices and companies a forged text is
// made to look as if it came from.
const officialSources = "bbc|cnn|ap|reuters|nyt|cdc|who|fda|irs|government|police|election|county|state|city|bank|school|hospital|" +
	"official|officials|news|court|campaign|company|usps|fedex|ups|dhl|paypal|amazon|apple|microsoft|netflix|governor|mayor|president"

// personaNouns are the people a fake account pretends to be.
const personaNouns = "mom|moms|mother|mothers|parent|parents|nurse|nurses|doctor|doctors|voter|voters|resident|residents|local|locals|" +
	"citizen|citizens|customer|customers|patient|patients|veteran|veterans|teacher|teachers|user|users|neighbor|neighbors|neighbour|neighbours|" +
	"taxpayer|taxpayers|supporter|supporters"
