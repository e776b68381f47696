package sample

import (
	"strconv"

	"marquee/db"
)

// TMDB's movie genre ids and names, so sample rows look exactly like
// imported ones.
var (
	gAction    = db.Genre{ID: 28, Name: "Action"}
	gAdventure = db.Genre{ID: 12, Name: "Adventure"}
	gAnimation = db.Genre{ID: 16, Name: "Animation"}
	gComedy    = db.Genre{ID: 35, Name: "Comedy"}
	gCrime     = db.Genre{ID: 80, Name: "Crime"}
	gDrama     = db.Genre{ID: 18, Name: "Drama"}
	gFamily    = db.Genre{ID: 10751, Name: "Family"}
	gFantasy   = db.Genre{ID: 14, Name: "Fantasy"}
	gHorror    = db.Genre{ID: 27, Name: "Horror"}
	gMystery   = db.Genre{ID: 9648, Name: "Mystery"}
	gRomance   = db.Genre{ID: 10749, Name: "Romance"}
	gSciFi     = db.Genre{ID: 878, Name: "Science Fiction"}
	gThriller  = db.Genre{ID: 53, Name: "Thriller"}
)

// Id ranges far above anything TMDB hands out, so sample rows never collide
// with imported ones.
const (
	firstMovieID  int64 = 9100001
	firstPersonID int64 = 9200001
)

// people are the fictional performers, indexed by person id minus
// firstPersonID. Several appear in more than one movie, as actors do.
var people = [...]string{
	"Ishaan Varkey",        // 9200001
	"Meher Lalwani",        // 9200002
	"Kabir Anand Joshi",    // 9200003
	"Tara Dhillon",         // 9200004
	"Nikhil Barua",         // 9200005
	"Zoya Qureshi",         // 9200006
	"Raghav Iyengar",       // 9200007
	"Pallavi Sengupta",     // 9200008
	"Devansh Khurana",      // 9200009
	"Anaya Kulkarni",       // 9200010
	"Farhan Mistry",        // 9200011
	"Leela Pothen",         // 9200012
	"Omkar Deshpande",      // 9200013
	"Ritika Bhalla",        // 9200014
	"Sameer Kohli-Das",     // 9200015
	"Gauri Nambiar",        // 9200016
	"Vikrant Solanki",      // 9200017
	"Nandini Rao Chaudhry", // 9200018
	"Arjun Thapa",          // 9200019
	"Ira Mehrotra",         // 9200020
	"Ankita Basu Roy",      // 9200021
	"Tanmoy Lahiri",        // 9200022
	"Rupa Dasgupta",        // 9200023
	"Debojyoti Pal",        // 9200024
	"Karthik Selvaraj",     // 9200025
	"Meenakshi Arumugam",   // 9200026
	"Vetri Jayakumar",      // 9200027
	"Kavya Ramanathan",     // 9200028
	"Muthu Palanisamy",     // 9200029
	"Anoop Kuriakose",      // 9200030
	"Sreelakshmi Varma",    // 9200031
	"Jithin Paul Mathew",   // 9200032
	"Harriet Calloway",     // 9200033
	"Julian Okafor-Reyes",  // 9200034
	"Maren Lindqvist",      // 9200035
	"Desmond Achterberg",   // 9200036
	"Priya Castellano",     // 9200037
	"Theo Vanterpool",      // 9200038
	"Wren Abernathy",       // 9200039
	"Callum Strade",        // 9200040
	"Noor Haddad-Quinn",    // 9200041
	"Eliot Marchbanks",     // 9200042
	"Saoirse Delacroix",    // 9200043
	"Bram Oyelaran",        // 9200044
	"Ines Moravec",         // 9200045
	"Rufus Penhallow",      // 9200046
	"Juno Tasker",          // 9200047
	"Augustin Perrault",    // 9200048
	"Mae Kirrawee",         // 9200049
	"Silas Ferncombe",      // 9200050
	"Odette Larkspur",      // 9200051
	"Kenji Hollister",      // 9200052
	"Beatrix Onwuachi",     // 9200053
	"Lorcan Whitlow",       // 9200054
	"Yara Solberg",         // 9200055
	"Emmett Greaves-Lund",  // 9200056
	"Clementine Ashdown",   // 9200057
	"Tobiah Nkemelu",       // 9200058
	"Rosalind Varga",       // 9200059
	"Felix Amundsen-Cole",  // 9200060
	"Dalia Moreau",         // 9200061
	"Hugo Penrose-Tate",    // 9200062
	"Aditi Wagle",          // 9200063
	"Manav Chhabra",        // 9200064
	"Sunaina Pereira",      // 9200065
	"Yusuf Bandukwala",     // 9200066
}

// role is one billed part: who (person id) plays whom.
type role struct {
	person    int64
	character string
}

// film is the static form of a sample movie; Movies turns it into db rows.
type film struct {
	id          int64
	title       string
	tagline     string
	overview    string
	genres      []db.Genre
	runtime     int
	releaseDate string
	language    string
	voteAverage float64
	voteCount   int64
	cast        []role
	// certificate is the film's CBFC certificate.
	certificate string
}

// films is the catalogue, in id order.
var films = []film{
	{
		id:          9100001,
		certificate: "UA16",
		title:       "Monsoon Protocol",
		tagline:     "When the rain stops, the clock starts.",
		overview: "Three days before the first monsoon storm hits Mumbai, disgraced naval intelligence officer " +
			"Vikram Sood learns that a stolen flood-control codebook will be auctioned somewhere in the drowning city. " +
			"With his badge revoked and his old unit hunting him, he teams up with a sharp-tongued harbour pilot " +
			"to race the rising water, the buyers and the traitor who framed him.",
		genres:      []db.Genre{gAction, gThriller},
		runtime:     152,
		releaseDate: "2026-10-16",
		language:    "hi",
		voteAverage: 7.6,
		voteCount:   15230,
		cast: []role{
			{9200001, "Vikram Sood"},
			{9200004, "Captain Rhea Bhonsle"},
			{9200017, "Admiral Kiran Mehta"},
			{9200006, "Sana Merchant"},
			{9200009, "Bunty Gaikwad"},
			{9200013, "Inspector Pawar"},
			{9200020, "Dr. Amrita Sood"},
			{9200066, "The Broker"},
			{9200011, "Lieutenant Faraz"},
			{9200064, "Chotu"},
		},
	},
	{
		id:          9100002,
		certificate: "U",
		title:       "The Cartographer's Daughter",
		tagline:     "Some maps are drawn to be lost.",
		overview: "When her reclusive father vanishes on a survey of the northern fjords, seventeen-year-old " +
			"Edda Marr inherits his unfinished atlas and a single instruction: never trust a map that is already " +
			"complete. Following his coded margins across glaciers, ghost ports and a lighthouse that should not " +
			"exist, she discovers that the blank spaces on his charts were kept blank on purpose.",
		genres:      []db.Genre{gAdventure, gDrama, gFamily},
		runtime:     128,
		releaseDate: "2026-08-07",
		language:    "en",
		voteAverage: 8.1,
		voteCount:   48210,
		cast: []role{
			{9200051, "Edda Marr"},
			{9200036, "Anselm Marr"},
			{9200035, "Ingrid Halvorsen"},
			{9200044, "Ferryman Osei"},
			{9200059, "Aunt Solveig"},
			{9200050, "Lighthouse Keeper"},
			{9200047, "Pim"},
			{9200046, "Magistrate Crane"},
			{9200055, "Young Ingrid"},
		},
	},
	{
		id:          9100003,
		certificate: "UA16",
		title:       "Glasshouse",
		tagline:     "Nowhere to hide when every wall is a window.",
		overview: "Architect Nina Vale wins the commission of her career: restoring a Victorian glasshouse on a " +
			"private island for an anonymous client. The work is going beautifully until the reflections in the panes " +
			"start arriving a few seconds late, and then a few seconds early. By the time she notices which figure " +
			"in the glass is not hers, the ferry has stopped running for the winter.",
		genres:      []db.Genre{gHorror, gMystery},
		runtime:     97,
		releaseDate: "2026-10-30",
		language:    "en",
		voteAverage: 6.4,
		voteCount:   1840,
		cast: []role{
			{9200043, "Nina Vale"},
			{9200054, "Tomas Reddick"},
			{9200057, "Mrs. Auden"},
			{9200040, "Calder Vale"},
			{9200061, "Dr. Liesl Frame"},
			{9200062, "The Client"},
			{9200049, "Girl in the Glass"},
			{9200042, "Ferry Captain"},
		},
	},
	{
		id:          9100004,
		certificate: "U",
		title:       "Chai for Two",
		tagline:     "Two cups. One stall. Zero chance of agreeing.",
		overview: "Pune's most stubborn chaiwala, Meenu, has run her late grandfather's tea stall outside the " +
			"railway station for eleven years. Then a polished startup founder opens an app-only tea kiosk right across " +
			"the platform. What starts as a price war over cutting chai turns into a season of sabotage, shared " +
			"umbrellas, late trains and a recipe neither of them is willing to give away.",
		genres:      []db.Genre{gRomance, gComedy},
		runtime:     134,
		releaseDate: "2026-02-13",
		language:    "hi",
		voteAverage: 7.2,
		voteCount:   6120,
		cast: []role{
			{9200010, "Meenu Jadhav"},
			{9200015, "Aditya Rawal"},
			{9200063, "Aaji"},
			{9200009, "Pinku"},
			{9200014, "Shreya Rawal"},
			{9200005, "Stationmaster Bora"},
			{9200065, "Tanya D'Souza"},
			{9200066, "Ganpat Kaka"},
			{9200002, "Neha"},
		},
	},
	{
		id:          9100005,
		certificate: "UA7",
		title:       "Orbit of Small Things",
		tagline:     "The universe is big. Her reason for coming home isn't.",
		overview: "Eight months into a solo repair mission on a failing research station, engineer June Okonjo " +
			"receives a radio message from Earth in her own voice, dated nine years in the future. As the station's " +
			"orbit decays, she has to decide whether to trust the instructions of the woman she will become, or " +
			"the daughter waiting for her on the ground who has begged her to stop listening.",
		genres:      []db.Genre{gSciFi, gDrama},
		runtime:     141,
		releaseDate: "2026-06-12",
		language:    "en",
		voteAverage: 8.4,
		voteCount:   2100000,
		cast: []role{
			{9200053, "June Okonjo"},
			{9200034, "Flight Director Amos Reyes"},
			{9200048, "Dr. Lucien Favre"},
			{9200037, "Capcom Elena Ruiz"},
			{9200047, "Ada Okonjo"},
			{9200038, "Marcus Bell"},
			{9200033, "Senator Hale"},
			{9200060, "Engineer Petrov"},
			{9200058, "Young Amos"},
			{9200045, "Station AI (voice)"},
		},
	},
	{
		id:          9100006,
		certificate: "U",
		title:       "Pip and the Paper Moon",
		tagline:     "Fold it, fly it, follow it.",
		overview: "Pip is a paper crane who lives in the window of a rainy origami shop, and every night he " +
			"watches the moon fold itself smaller. When the moon finally crumples and falls into the harbour, Pip " +
			"and a grumpy paper frog set off across a city of puddles, gutters and gusty rooftops to smooth it " +
			"flat again before the shop's tiny customers wake up to a sky without light.",
		genres:      []db.Genre{gAnimation, gFamily, gFantasy},
		runtime:     92,
		releaseDate: "2025-12-19",
		language:    "en",
		voteAverage: 7.9,
		voteCount:   186400,
		cast: []role{
			{9200047, "Pip (voice)"},
			{9200046, "Bartholomew the Frog (voice)"},
			{9200057, "Madame Kiri (voice)"},
			{9200052, "Mr. Tanabe (voice)"},
			{9200039, "The Moon (voice)"},
			{9200044, "Gutter King (voice)"},
			{9200055, "Lumi (voice)"},
			{9200056, "Captain Gust (voice)"},
			{9200049, "Little Hana (voice)"},
		},
	},
	{
		id:          9100007,
		certificate: "UA16",
		title:       "Kalighat Nights",
		tagline:     "The city keeps its secrets. Until it doesn't.",
		overview: "In the narrow lanes behind Kolkata's old temple district, a retired police photographer " +
			"starts receiving prints of crime scenes that have not happened yet. Each photograph is marked with " +
			"a date and an address. Working with a restless young reporter and his own fading memory, he follows " +
			"the prints through pawnshops, printing presses and one very familiar darkroom.",
		genres:      []db.Genre{gCrime, gDrama},
		runtime:     118,
		releaseDate: "2026-03-06",
		language:    "bn",
		voteAverage: 7.4,
		voteCount:   312,
		cast: []role{
			{9200022, "Haripada Ghoshal"},
			{9200021, "Mitali Sen"},
			{9200024, "Inspector Bagchi"},
			{9200023, "Shobha Ghoshal"},
			{9200008, "Rina"},
			{9200005, "Tublu"},
			{9200018, "Mrs. Lahiri"},
			{9200019, "Printer Dutta"},
		},
	},
	{
		id:          9100008,
		certificate: "UA13",
		title:       "Sixteen Minutes to Harbour Street",
		tagline:     "One train. One bag. No second chances.",
		overview: "A night-shift tram driver finds a bag of unmarked cash and a ringing phone in the last carriage " +
			"of her final run. The caller offers her a deal: deliver the bag to Harbour Street in sixteen minutes and " +
			"her brother's debts disappear. Miss the deadline and everyone on board becomes a witness. The route " +
			"has eleven stops, and someone is waiting at every one of them.",
		genres:      []db.Genre{gThriller, gCrime},
		runtime:     109,
		releaseDate: "2026-09-04",
		language:    "en",
		voteAverage: 6.9,
		voteCount:   9870,
		cast: []role{
			{9200039, "Cass Doherty"},
			{9200054, "Declan Doherty"},
			{9200034, "The Caller"},
			{9200061, "Detective Sgt. Amara Cole"},
			{9200040, "Vic Halloran"},
			{9200056, "Night Conductor"},
			{9200041, "Layla Nasser"},
			{9200050, "Old Man with Dog"},
			{9200060, "Ticket Inspector"},
		},
	},
	{
		id:          9100009,
		certificate: "U",
		title:       "Raja of the Rooftops",
		tagline:     "Every kite has a king. This summer, it's him.",
		overview: "Twelve-year-old Raju has never won a single kite fight on his Ahmedabad terrace, and this year " +
			"the neighbourhood bully has sworn to cut his string on the first morning of Uttarayan. With two weeks " +
			"to go, his eccentric grandfather, a former champion with a questionable memory, a pair of borrowed " +
			"reels and a very loud family, Raju trains for the battle of the skies.",
		genres:      []db.Genre{gComedy, gFamily},
		runtime:     146,
		releaseDate: "2025-11-07",
		language:    "hi",
		voteAverage: 6.2,
		voteCount:   3450,
		cast: []role{
			{9200064, "Raju Patel"},
			{9200003, "Dadaji"},
			{9200014, "Hema Patel"},
			{9200013, "Mahesh Patel"},
			{9200009, "Monty Uncle"},
			{9200002, "Kinjal"},
			{9200066, "Bhola"},
			{9200063, "Savita Ba"},
		},
	},
	{
		id:          9100010,
		certificate: "UA7",
		title:       "The Salt Wind",
		tagline:     "The sea remembers every name.",
		overview: "On the coast south of Rameswaram, a widowed boat-builder refuses to sell the family shipyard to " +
			"a resort developer, even as the fishermen who depend on it drift away to the cities. When a cyclone " +
			"wrecks the last unfinished hull, her estranged son returns with his own reasons for staying, and the " +
			"village must decide what it is willing to rebuild.",
		genres:      []db.Genre{gDrama, gAdventure},
		runtime:     163,
		releaseDate: "2026-01-15",
		language:    "ta",
		voteAverage: 8.6,
		voteCount:   27400,
		cast: []role{
			{9200026, "Valli"},
			{9200025, "Selvam"},
			{9200027, "Murugesan"},
			{9200028, "Anbu"},
			{9200029, "Periyasamy"},
			{9200007, "Developer Krishnan"},
			{9200016, "Dr. Lakshmi"},
			{9200012, "Sister Mary"},
			{9200030, "Radio Operator"},
			{9200065, "Meera"},
		},
	},
	{
		id:          9100011,
		certificate: "UA13",
		title:       "Emberfall: The Last Warden",
		tagline:     "When the last flame fails, the dark comes home.",
		overview: "For a thousand years the Wardens kept the Ember lit beneath the mountain city of Caer Solen, and " +
			"for a thousand years the things in the deep stayed asleep. Now the Ember is dying, the Wardens are gone, " +
			"and the only person who can still carry fire is a disgraced blacksmith's apprentice with a stolen " +
			"lantern, a mercenary who owes her nothing and a dragon too old to fly.",
		genres:      []db.Genre{gFantasy, gAction, gAdventure},
		runtime:     171,
		releaseDate: "2026-07-24",
		language:    "en",
		voteAverage: 7.1,
		voteCount:   1250000,
		cast: []role{
			{9200045, "Tamsin Reyne"},
			{9200038, "Corvin Ashe"},
			{9200036, "High Warden Aldric"},
			{9200033, "Queen Maelis"},
			{9200048, "Ser Gaspard"},
			{9200058, "Oru the Smith"},
			{9200062, "Vael the Hollow"},
			{9200035, "Brannagh"},
			{9200042, "Old Hesk (voice)"},
			{9200053, "Seer of Caer Solen"},
		},
	},
	{
		id:          9100012,
		certificate: "UA13",
		title:       "Quiet Frequencies",
		tagline:     "Somebody is broadcasting from a town that isn't there.",
		overview: "A sound engineer cataloguing old All India Radio tapes in Kochi finds a 1978 recording of a " +
			"village festival, complete with names, songs and a weather report, from a village that appears on no " +
			"map. When the same station begins broadcasting again on a dead frequency, she and a sceptical " +
			"archivist drive into the Western Ghats to find out who is still listening.",
		genres:      []db.Genre{gMystery, gSciFi},
		runtime:     115,
		releaseDate: "2026-05-01",
		language:    "ml",
		voteAverage: 7.8,
		voteCount:   860,
		cast: []role{
			{9200031, "Anjali Menon"},
			{9200030, "Father Joseph"},
			{9200032, "Benny Chacko"},
			{9200012, "Thankamma"},
			{9200016, "Dr. Revathi"},
			{9200007, "Station Director Iyer"},
			{9200025, "Truck Driver"},
			{9200028, "Festival Singer"},
		},
	},
	{
		id:          9100013,
		certificate: "UA7",
		title:       "Dilli Dreams Express",
		tagline:     "Eleven hundred kilometres. One very long second chance.",
		overview: "Two ex-spouses who have not spoken in six years find themselves sharing a coupe on the overnight " +
			"train from Mumbai to Delhi, each on the way to their daughter's engagement, each hoping to arrive first " +
			"and make the speech. Between delayed stations, a wedding band in the next compartment and a missing " +
			"ring, the longest journey of their lives runs badly behind schedule.",
		genres:      []db.Genre{gDrama, gRomance, gComedy},
		runtime:     139,
		releaseDate: "2025-08-15",
		language:    "hi",
		voteAverage: 6.6,
		voteCount:   74300,
		cast: []role{
			{9200003, "Harish Malhotra"},
			{9200018, "Sunita Malhotra"},
			{9200020, "Pooja Malhotra"},
			{9200011, "Rohan Kapadia"},
			{9200017, "TT Bhardwaj"},
			{9200006, "Bandmaster Shabnam"},
			{9200019, "Pantry Boy Lucky"},
			{9200004, "Kavita"},
			{9200015, "Mr. Kapadia"},
		},
	},
	{
		id:          9100014,
		certificate: "A",
		title:       "Tiger Balm Detective Agency",
		tagline:     "Soothing. Tingling. Mostly competent.",
		overview: "Two retired schoolteachers in seaside Brighton open a detective agency above a chemist's shop, " +
			"mostly to escape their bridge club. Their first client wants a missing cat found; their second wants a " +
			"missing husband left missing. When both cases lead to the same pier, the same forged painting and the " +
			"same suspiciously charming vicar, the ladies are very much in business.",
		genres:      []db.Genre{gComedy, gCrime, gMystery},
		runtime:     104,
		releaseDate: "2025-06-27",
		language:    "en",
		voteAverage: 5.9,
		voteCount:   540,
		cast: []role{
			{9200057, "Margaret Pell"},
			{9200059, "Dorothy Finch"},
			{9200042, "Reverend Alcott"},
			{9200050, "Inspector Mabey"},
			{9200033, "Lady Fenwick"},
			{9200046, "Mr. Haverstock"},
			{9200037, "Rosa the Chemist"},
			{9200052, "Gerald Fenwick"},
		},
	},
	{
		id:          9100015,
		certificate: "UA16",
		title:       "Ballad of the Iron Tusk",
		tagline:     "The forest has one guardian. The empire has a thousand guns.",
		overview: "In 1857, as rebellion spreads across the north, a mahout from the Terai forests and his war " +
			"elephant are pressed into service hauling cannon for a colonial regiment. When the regiment's colonel " +
			"orders the burning of his home village, the gentle giant and the man who raised him turn back through " +
			"the monsoon jungle to stand between the guns and the people they love.",
		genres:      []db.Genre{gAction, gDrama},
		runtime:     175,
		releaseDate: "2026-11-13",
		language:    "hi",
		voteAverage: 8.9,
		voteCount:   412,
		cast: []role{
			{9200019, "Bhairav"},
			{9200008, "Champa"},
			{9200054, "Colonel Ashcombe"},
			{9200001, "Thakur Ranvijay"},
			{9200010, "Gulabo"},
			{9200005, "Mangal"},
			{9200040, "Lieutenant Pryce"},
			{9200017, "Havildar Ram Singh"},
			{9200013, "Village Elder"},
			{9200064, "Young Bhairav"},
		},
	},
}

// byID indexes films by id.
var byID = func() map[int64]*film {
	m := make(map[int64]*film, len(films))
	for i := range films {
		m[films[i].id] = &films[i]
	}
	return m
}()

// posterPath, backdropPath and profilePath give the art paths, relative to
// the root that Art serves.
func posterPath(id int64) string   { return "/posters/" + strconv.FormatInt(id, 10) + ".svg" }
func backdropPath(id int64) string { return "/backdrops/" + strconv.FormatInt(id, 10) + ".svg" }
func profilePath(id int64) string  { return "/people/" + strconv.FormatInt(id, 10) + ".svg" }

// personName returns a fictional person's name by id.
func personName(id int64) (string, bool) {
	i := id - firstPersonID
	if i < 0 || i >= int64(len(people)) {
		return "", false
	}
	return people[i], true
}

// row builds a fresh db.Movie, sharing no slices with the static data.
func (f *film) row() db.Movie {
	m := db.Movie{
		ID:               f.id,
		Title:            f.title,
		Overview:         f.overview,
		Tagline:          f.tagline,
		PosterPath:       posterPath(f.id),
		BackdropPath:     backdropPath(f.id),
		ImageSource:      db.ImageSourceSample,
		VoteAverage:      f.voteAverage,
		VoteCount:        f.voteCount,
		Genres:           append([]db.Genre(nil), f.genres...),
		Runtime:          f.runtime,
		ReleaseDate:      f.releaseDate,
		OriginalLanguage: f.language,
		Certificate:      f.certificate,
		Casts:            make([]db.CastMember, len(f.cast)),
	}
	for i, r := range f.cast {
		name, _ := personName(r.person)
		m.Casts[i] = db.CastMember{
			MovieID:     f.id,
			Position:    i,
			PersonID:    r.person,
			Name:        name,
			Character:   r.character,
			ProfilePath: profilePath(r.person),
		}
	}
	return m
}

// Movies returns the whole sample catalogue in id order. Every call builds
// fresh values, so callers may modify them freely. Casts are in billing
// order with MovieID set and Position counting from 0 (like TMDB's "order").
// CreatedAt is left zero for the caller to stamp.
func Movies() []db.Movie {
	out := make([]db.Movie, len(films))
	for i := range films {
		out[i] = films[i].row()
	}
	return out
}

// Movie returns one sample movie by id, freshly built, and whether it exists.
func Movie(id int64) (db.Movie, bool) {
	f, ok := byID[id]
	if !ok {
		return db.Movie{}, false
	}
	return f.row(), true
}
