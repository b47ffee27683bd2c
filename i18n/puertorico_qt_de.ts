<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Advice</name>
    <message>
        <source>Your {island} is full: there is no space for another tile.</source>
        <translation>Deine {island} ist voll: Es ist kein Platz für ein weiteres Plättchen.</translation>
    </message>
    <message>
        <source>You would produce nothing: no manned {plantation} has a manned building to process it.</source>
        <translation>Du würdest nichts produzieren: Zu keiner besetzten {plantation} gibt es ein besetztes Produktionsgebäude.</translation>
    </message>
    <message>
        <source>You have no goods to sell.</source>
        <translation>Du hast keine Waren zum Verkaufen.</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>Das Handelshaus nimmt keine deiner Waren.</translation>
    </message>
    <message>
        <source>You have no goods to ship.</source>
        <translation>Du hast keine Waren zum Verschiffen.</translation>
    </message>
    <message>
        <source>No ship can take any of your goods.</source>
        <translation>Kein Schiff kann eine deiner Waren laden.</translation>
    </message>
    <message>
        <source>You cannot afford any building, even with the discount.</source>
        <translation>Du kannst dir kein Gebäude leisten, auch nicht mit Rabatt.</translation>
    </message>
    <message>
        <source>All your circles are manned: new {colonists} would only wait on the {san_juan} space.</source>
        <translation>Alle deine Kreise sind besetzt: Neue {colonists} würden nur im Feld {san_juan} warten.</translation>
    </message>
    <message>
        <source>You would still get the {doubloons} on the card.</source>
        <translation>Du bekämst aber die {doubloons} auf der Karte.</translation>
    </message>
    <message>
        <source>Take the {role}?</source>
        <translation>Rolle {role} nehmen?</translation>
    </message>
    <message>
        <source>The {role} does nothing for you now.</source>
        <translation>Die Rolle {role} bringt dir jetzt nichts.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>CardLog</name>
    <message>
        <source>{name} builds nothing.</source>
        <translation>{name} baut nichts.</translation>
    </message>
    <message>
        <source>{name} pays the rest with cards.</source>
        <translation>{name} zahlt den Rest mit Karten.</translation>
    </message>
    <message>
        <source>{name} produces no more.</source>
        <translation>{name} produziert nichts mehr.</translation>
    </message>
    <message>
        <source>{name} sells no more.</source>
        <translation>{name} verkauft nichts mehr.</translation>
    </message>
    <message>
        <source>{name} puts nothing under the chapel.</source>
        <translation>{name} legt nichts unter die Kapelle.</translation>
    </message>
    <message>
        <source>{office}: {name} swaps no card.</source>
        <translation>{office}: {name} tauscht keine Karte.</translation>
    </message>
    <message>
        <source>{name} keeps the bank for a later round.</source>
        <translation>{name} hebt die Bank für eine spätere Runde auf.</translation>
    </message>
    <message>
        <source>{name} produces nothing.</source>
        <translation>{name} produziert nichts.</translation>
    </message>
    <message>
        <source>{name} sells nothing.</source>
        <translation>{name} verkauft nichts.</translation>
    </message>
    <message>
        <source>{name} discards a card of the starting hand.</source>
        <translation>{name} wirft eine Karte der Starthand ab.</translation>
    </message>
    <message>
        <source>{name} discards a card (hand limit).</source>
        <translation>{name} wirft eine Karte ab (Handkartenlimit).</translation>
    </message>
    <message>
        <source>{name} discards a card (archive).</source>
        <translation>{name} wirft eine Karte ab (Archiv).</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passt.</translation>
    </message>
    <message>
        <source>{name} chooses the {role}.</source>
        <translation>{name} wählt die Rolle {role}.</translation>
    </message>
    <message>
        <source>{name} uses the library: the {role}&apos;s privilege counts twice.</source>
        <translation>{name} nutzt die Bibliothek: Das Privileg ({role}) zählt doppelt.</translation>
    </message>
    <message>
        <source>{name} keeps the library for the next role.</source>
        <translation>{name} hebt die Bibliothek für die nächste Rolle auf.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old}.</source>
        <translation>{name} baut {card} auf {old}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for free.</source>
        <translation>{name} baut {card} auf {old}, kostenlos.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for {cost}.</source>
        <translation>{name} baut {card} auf {old} für {cost}.</translation>
    </message>
    <message>
        <source>{name} builds the {card}.</source>
        <translation>{name} baut: {card}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for free.</source>
        <translation>{name} baut {card}, kostenlos.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for {cost}.</source>
        <translation>{name} baut {card} für {cost}.</translation>
    </message>
    <message>
        <source>{name} pays with a good from the {card} (black market).</source>
        <translation>{name} zahlt mit einer Ware ({card}, Schwarzmarkt).</translation>
    </message>
    <message>
        <source>{name} pays a card.</source>
        <translation>{name} zahlt eine Karte.</translation>
    </message>
    <message>
        <source>{name} produces on the {card}.</source>
        <translation>{name} produziert: {card}.</translation>
    </message>
    <message>
        <source>{name} sells the good of the {card} for {cost}.</source>
        <translation>{name} verkauft eine Ware ({card}) für {cost}.</translation>
    </message>
    <message>
        <source>{name} sells {good} for {cost}.</source>
        <translation>{name} verkauft {good} für {cost}.</translation>
    </message>
    <message>
        <source>{name} keeps a card.</source>
        <translation>{name} behält eine Karte.</translation>
    </message>
    <message>
        <source>{name} discards a card.</source>
        <translation>{name} wirft eine Karte ab.</translation>
    </message>
    <message>
        <source>{name} puts a card under the chapel.</source>
        <translation>{name} legt eine Karte unter die Kapelle.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card on the discard pile.</source>
        <translation>{building}: {name} legt eine Karte auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card under it.</source>
        <translation>{building}: {name} legt eine Karte darunter.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} on the discard pile.</source>
        <translation>{building}: {name} legt {card} auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} under it.</source>
        <translation>{building}: {name} legt {card} darunter.</translation>
    </message>
    <message>
        <source>{name} keeps the {card}.</source>
        <translation>{name} behält {card}.</translation>
    </message>
    <message>
        <source>{name} discards the {card}.</source>
        <translation>{name} wirft {card} ab.</translation>
    </message>
    <message>
        <source>{name} pays with the {card}.</source>
        <translation>{name} zahlt mit {card}.</translation>
    </message>
    <message>
        <source>{name} puts the {card} under the chapel.</source>
        <translation>{name} legt {card} unter die Kapelle.</translation>
    </message>
    <message>
        <source>{name} pays with {cards}.</source>
        <translation>{name} zahlt mit {cards}.</translation>
    </message>
    <message>
        <source>{name} produces on {cards}.</source>
        <translation>{name} produziert auf {cards}.</translation>
    </message>
    <message>
        <source>{name} sells {goods}.</source>
        <translation>{name} verkauft {goods}.</translation>
    </message>
    <message>
        <source>{name} keeps {cards}.</source>
        <translation>{name} behält {cards}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} wirft {cards} ab.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} on the discard pile.</source>
        <translation>{building}: {name} legt {cards} auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it.</source>
        <translation>{building}: {name} legt {cards} darunter.</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the good on the {card}</source>
        <translation>die Ware von {card}</translation>
    </message>
    <message>
        <source>Round {n} · Governor: {name}</source>
        <translation>Runde {n} · Gouverneur: {name}</translation>
    </message>
    <message>
        <source>{name} can build nothing.</source>
        <translation>{name} kann nichts bauen.</translation>
    </message>
    <message>
        <source>The game ended because {name}&apos;s city reached {count} buildings.</source>
        <translation>Das Spiel endete, weil die Stadt von {name} {count} Gebäude erreicht hatte.</translation>
    </message>
    <message>
        <source>{name}&apos;s city has {count} buildings: the game ends after this builder phase.</source>
        <translation>Die Stadt von {name} hat {count} Gebäude: Das Spiel endet nach dieser Baumeisterphase.</translation>
    </message>
    <message>
        <source>{name} draws {cards} more ({buildings}).</source>
        <translation>{name} zieht {cards} zusätzlich ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} ({buildings}).</source>
        <translation>{name} zieht {cards} ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} after building.</source>
        <translation>{name} zieht nach dem Bauen {cards}.</translation>
    </message>
    <message>
        <source>{name} takes {cards} ({role}).</source>
        <translation>{name} nimmt {cards} ({role}).</translation>
    </message>
    <message>
        <source>{name} draws {drawn} ({role}), to keep {kept}.</source>
        <translation>{name} zieht {drawn} ({role}), um {kept} davon zu behalten.</translation>
    </message>
    <message>
        <source>{name} takes the cards drawn into the hand (archive) and discards {cards}.</source>
        <translation>{name} nimmt die gezogenen Karten auf die Hand (Archiv) und wirft {cards} ab.</translation>
    </message>
    <message>
        <source>{name} draws {cards} as prospector.</source>
        <translation>{name} zieht als Goldsucher {cards}.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: {name} keeps the {card}.</source>
        <translation>Die Goldgrube von {name} deckt auf: {cards}. {name} behält {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: two costs are equal, no gold.</source>
        <translation>Die Goldgrube von {name} deckt auf: {cards}. Zwei Kosten gleich, kein Gold.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} is over the hand limit of {limit} and must discard {cards}.</source>
        <translation>{name} liegt über dem Handkartenlimit von {limit} und muss {cards} abwerfen.</translation>
    </message>
    <message>
        <source>{name} keeps 4 cards of the starting hand.</source>
        <translation>{name} behält 4 Karten der Starthand.</translation>
    </message>
    <message>
        <source>{name}&apos;s customs office gets a good, face down.</source>
        <translation>Das Zollamt von {name} erhält verdeckt eine Ware.</translation>
    </message>
    <message>
        <source>{building}: {name} discards {cards} and draws as many.</source>
        <translation>{building}: {name} wirft {cards} ab und zieht ebenso viele nach.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it (1 VP each).</source>
        <translation>{building}: {name} legt {cards} darunter (je 1 SP).</translation>
    </message>
    <message>
        <source>{building}: {name} puts one of the goods sold under it (1 VP).</source>
        <translation>{building}: {name} legt eine der verkauften Waren darunter (1 SP).</translation>
    </message>
    <message>
        <source>{card}: {name} draws a card.</source>
        <translation>{card}: {name} zieht eine Karte.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: nobody has built it, {name} takes it.</source>
        <translation>Die Goldschmiede von {name} deckt auf: {card}. Niemand hat dieses Gebäude gebaut: {name} nimmt es.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: it is built already and goes to the discard pile.</source>
        <translation>Die Goldschmiede von {name} deckt auf: {card}. Dieses Gebäude steht schon in einer Stadt und kommt auf den Ablagestapel.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Indigo Plant</source>
        <translation>Indigoküperei</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Zuckermühle</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tabakspeicher</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Kaffeerösterei</translation>
    </message>
    <message>
        <source>Silver Smelter</source>
        <translation>Silberschmiede</translation>
    </message>
    <message>
        <source>Smithy</source>
        <translation>Schmiede</translation>
    </message>
    <message>
        <source>Gold Mine</source>
        <translation>Goldgrube</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>Poor House</source>
        <translation>Armenhaus</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Schwarzmarkt</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handelsstation</translation>
    </message>
    <message>
        <source>Well</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>Market Stand</source>
        <translation>Marktstand</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kran</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aquädukt</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Schreinerei</translation>
    </message>
    <message>
        <source>Prefecture</source>
        <translation>Präfektur</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>Markthalle</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Victory Column</source>
        <translation>Siegessäule</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Zunfthalle</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Rathaus</translation>
    </message>
    <message>
        <source>Triumphal Arch</source>
        <translation>Triumphbogen</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>Palast</translation>
    </message>
    <message>
        <source>Office Building</source>
        <translation>Amtsstube</translation>
    </message>
    <message>
        <source>Guard Room</source>
        <translation>Wachstube</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hütte</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Schenke</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>Customs Office</source>
        <translation>Zollamt</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Goldsmith</source>
        <translation>Goldschmiede</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residenz</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Kathedrale</translation>
    </message>
    <message>
        <source>The New Buildings</source>
        <translation>Die neuen Gebäude</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Baumeister</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Aufseher</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>Councillor</source>
        <translation>Ratsherr</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Goldsucher</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>Zucker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>Kaffee</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Handelshaus</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – Das Kartenspiel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good(s)</source>
        <translation>
            <numerusform>%n Ware</numerusform>
            <numerusform>%n Waren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPhases</name>
    <message>
        <source>Starting hands</source>
        <translation>Starthände</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Handkartenlimit</translation>
    </message>
    <message>
        <source>Choosing a role</source>
        <translation>Rollenwahl</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Baumeisterphase</translation>
    </message>
    <message>
        <source>Producer phase</source>
        <translation>Aufseherphase</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Händlerphase</translation>
    </message>
    <message>
        <source>Councillor phase</source>
        <translation>Ratsherrenphase</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Office building</source>
        <translation>Amtsstube</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · last phase of the game</source>
        <translation>{title} · letzte Phase des Spiels</translation>
    </message>
</context>
<context>
    <name>CardPrompt</name>
    <message>
        <source>{name} chooses a starting hand.</source>
        <translation>{name} wählt die Starthand.</translation>
    </message>
    <message>
        <source>{name} may put a card under the chapel.</source>
        <translation>{name} darf eine Karte unter die Kapelle legen.</translation>
    </message>
    <message>
        <source>{name} discards down to the hand limit.</source>
        <translation>{name} wirft bis auf das Handkartenlimit ab.</translation>
    </message>
    <message>
        <source>{name} chooses a role.</source>
        <translation>{name} wählt eine Rolle.</translation>
    </message>
    <message>
        <source>{name} decides on the library.</source>
        <translation>{name} entscheidet über die Bibliothek.</translation>
    </message>
    <message>
        <source>{name} may build.</source>
        <translation>{name} darf bauen.</translation>
    </message>
    <message>
        <source>{name} pays for a building.</source>
        <translation>{name} bezahlt ein Gebäude.</translation>
    </message>
    <message>
        <source>{name} produces.</source>
        <translation>{name} produziert.</translation>
    </message>
    <message>
        <source>{name} sells goods.</source>
        <translation>{name} verkauft Waren.</translation>
    </message>
    <message>
        <source>{name} chooses the cards to keep.</source>
        <translation>{name} wählt die Karten zum Behalten.</translation>
    </message>
    <message>
        <source>{name} discards (archive).</source>
        <translation>{name} wirft ab (Archiv).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>{name} may swap cards at the office building.</source>
        <translation>{name} darf in der Amtsstube Karten tauschen.</translation>
    </message>
    <message>
        <source>{name} may put cards under the bank.</source>
        <translation>{name} darf Karten unter die Bank legen.</translation>
    </message>
    <message>
        <source>Game over: {names} wins with {vp}.</source>
        <translation>Spielende: {names} gewinnt mit {vp}.</translation>
    </message>
    <message>
        <source>{names} wins with {vp}.</source>
        <translation>{names} gewinnt mit {vp}.</translation>
    </message>
    <message>
        <source>Game over: {names} share the win with {vp}.</source>
        <translation>Spielende: {names} teilen sich den Sieg mit {vp}.</translation>
    </message>
    <message>
        <source>{names} share the win with {vp}.</source>
        <translation>{names} teilen sich den Sieg mit {vp}.</translation>
    </message>
    <message>
        <source>Choose a role — click a role card, or drag it down to your city.</source>
        <translation>Wähle eine Rolle – klicke eine Rollenkarte an oder ziehe sie hinunter in deine Stadt.</translation>
    </message>
    <message>
        <source>With two players the governor takes a third role.</source>
        <translation>Zu zweit wählt der Gouverneur eine dritte Rolle.</translation>
    </message>
    <message>
        <source>Your library doubles one role&apos;s privilege this round: use it for the {role} now, or keep it for your next role?</source>
        <translation>Deine Bibliothek verdoppelt in dieser Runde das Privileg einer Rolle: jetzt für diese Rolle ({role}) nutzen oder für deine nächste Rolle aufheben?</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it (onto one of your buildings to build over it with a crane) — or click the card, then your city.</source>
        <translation>Ziehe eine Handkarte in deine Stadt, um sie zu bauen (auf eines deiner Gebäude, um es mit dem Kran zu überbauen) – oder klicke die Karte und dann deine Stadt an.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it — or click the card, then your city.</source>
        <translation>Ziehe eine Handkarte in deine Stadt, um sie zu bauen – oder klicke die Karte und dann deine Stadt an.</translation>
    </message>
    <message>
        <source>As builder, with your library, you pay two cards less.</source>
        <translation>Als Baumeister zahlst du mit deiner Bibliothek zwei Karten weniger.</translation>
    </message>
    <message>
        <source>As builder you pay one card less.</source>
        <translation>Als Baumeister zahlst du eine Karte weniger.</translation>
    </message>
    <message>
        <source>You keep 4 cards to start with.</source>
        <translation>Zu Beginn behältst du 4 Karten.</translation>
    </message>
    <message>
        <source>Archive: you took all the cards you drew into your hand.</source>
        <translation>Archiv: Du hast alle gezogenen Karten auf die Hand genommen.</translation>
    </message>
    <message>
        <source>Click {cards} in your hand to discard, then press Discard.</source>
        <translation>Klicke {cards} in deiner Hand zum Abwerfen an und dann auf „Abwerfen“.</translation>
    </message>
    <message>
        <source>Press Discard.</source>
        <translation>Klicke auf „Abwerfen“.</translation>
    </message>
    <message>
        <source>You may put one hand card under your chapel (1 VP at the end): click it and press the button — or keep your cards.</source>
        <translation>Du darfst eine Handkarte unter deine Kapelle legen (1 SP am Ende): Klicke sie an und dann auf den Knopf – oder behalte deine Karten.</translation>
    </message>
    <message>
        <source>Office building: you may swap up to {cards} from your hand — drag them onto your office building, or click them ({chosen} chosen); then press Swap. You draw as many.</source>
        <translation>Amtsstube: Du darfst bis zu {cards} aus deiner Hand tauschen – ziehe sie auf deine Amtsstube oder klicke sie an ({chosen} gewählt); dann auf „Tauschen“. Du ziehst ebenso viele nach.</translation>
    </message>
    <message>
        <source>Bank (once in the game): drag any number of hand cards onto your bank, or click them ({chosen} chosen); then press “{confirm}”. Each is worth 1 VP at the end — or keep the bank for a later round (“{not_now}”).</source>
        <translation>Bank (einmal im Spiel): Ziehe beliebig viele Handkarten auf deine Bank oder klicke sie an ({chosen} gewählt); dann auf „{confirm}“. Jede ist am Ende 1 SP wert – oder hebe die Bank für eine spätere Runde auf („{not_now}“).</translation>
    </message>
    <message>
        <source>Produce up to {goods}: drag the deck onto your empty production buildings, or click them ({chosen} chosen); then press Produce.</source>
        <translation>Produziere bis zu {goods}: Ziehe den Stapel auf deine leeren Produktionsgebäude oder klicke sie an ({chosen} gewählt); dann auf „Produzieren“.</translation>
    </message>
    <message>
        <source>Sell up to {goods}: drag goods from your buildings onto the trading house, or click the buildings ({chosen} chosen); then press Sell. Prices in cards: {prices}.</source>
        <translation>Verkaufe bis zu {goods}: Ziehe Waren von deinen Gebäuden auf das Handelshaus oder klicke die Gebäude an ({chosen} gewählt); dann auf „Verkaufen“. Preise in Karten: {prices}.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Zu bezahlen für {building}: {price} insgesamt. Schon bezahlt (es gab keine andere Wahl): {paid}. Gewählt: {chosen}; noch {cards}. Klicke Handkarten an – oder Waren auf deinen Gebäuden (Schwarzmarkt, bis zu {goods}).</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more — click cards in your hand.</source>
        <translation>Zu bezahlen für {building}: noch {cards} – klicke Karten in deiner Hand an.</translation>
    </message>
    <message>
        <source>Your hand is over its limit of {limit} cards as the round starts.</source>
        <translation>Zu Beginn der Runde hast du mehr als dein Handkartenlimit von {limit} Karten.</translation>
    </message>
    <message>
        <source>Councillor: you drew {drawn} and keep {keep}. Click the cards to keep ({left} more to choose), then press Keep.</source>
        <translation>Ratsherr: Du hast {drawn} gezogen und behältst {keep}. Klicke die Karten an, die du behältst (noch {left}), dann auf „Behalten“.</translation>
    </message>
    <message>
        <source>Councillor: press Keep to take these cards.</source>
        <translation>Ratsherr: Klicke auf „Behalten“, um diese Karten zu nehmen.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more — click cards in your hand.</source>
        <translation>Zu bezahlen für {building}: {price} insgesamt. Schon bezahlt (es gab keine andere Wahl): {paid}. Gewählt: {chosen}; noch {cards} – klicke Karten in deiner Hand an.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Zu bezahlen für {building}: noch {cards}. Klicke Handkarten an – oder Waren auf deinen Gebäuden (Schwarzmarkt, bis zu {goods}).</translation>
    </message>
    <message>
        <source>The {building} is paid for: press Pay to build it.</source>
        <translation>{building} ist bezahlt: Klicke auf „Bezahlen“, um zu bauen.</translation>
    </message>
</context>
<context>
    <name>CardRefusals</name>
    <message>
        <source>That is allowed now.</source>
        <translation>Das ist jetzt erlaubt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>That is not a move of the card game.</source>
        <translation>Das ist kein Zug des Kartenspiels.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Jetzt nicht: Zuerst {ask}.</translation>
    </message>
    <message>
        <source>That role has been chosen already this round.</source>
        <translation>Diese Rolle wurde in dieser Runde schon gewählt.</translation>
    </message>
    <message>
        <source>The library&apos;s question is not open now.</source>
        <translation>Die Frage nach der Bibliothek stellt sich jetzt nicht.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>You have that city building already: each may stand in a city only once.</source>
        <translation>Dieses Stadtgebäude hast du schon: Jedes darf nur einmal in einer Stadt stehen.</translation>
    </message>
    <message>
        <source>You cannot pay for that building with the cards you have left.</source>
        <translation>Dieses Gebäude kannst du mit deinen übrigen Karten nicht bezahlen.</translation>
    </message>
    <message>
        <source>Only a crane lets you build over one of your buildings.</source>
        <translation>Nur mit einem Kran darfst du eines deiner Gebäude überbauen.</translation>
    </message>
    <message>
        <source>The crane builds over your own buildings only.</source>
        <translation>Der Kran überbaut nur deine eigenen Gebäude.</translation>
    </message>
    <message>
        <source>The crane cannot replace a building with another of the same kind.</source>
        <translation>Der Kran kann ein Gebäude nicht durch ein gleiches ersetzen.</translation>
    </message>
    <message>
        <source>The crane cannot build over itself.</source>
        <translation>Der Kran kann sich nicht selbst überbauen.</translation>
    </message>
    <message>
        <source>That card cannot be chosen now: the cards still to choose would not add up.</source>
        <translation>Diese Karte geht jetzt nicht: Die übrigen Karten würden nicht aufgehen.</translation>
    </message>
    <message>
        <source>The price must be paid in full: choose the cards to pay with.</source>
        <translation>Der Preis muss ganz bezahlt werden: Wähle die Karten zum Bezahlen.</translation>
    </message>
    <message>
        <source>No good lies on a building of that kind.</source>
        <translation>Auf keinem Gebäude dieser Art liegt eine Ware.</translation>
    </message>
    <message>
        <source>The black market takes at most two goods, and only while something is left to pay.</source>
        <translation>Der Schwarzmarkt nimmt höchstens zwei Waren, und nur solange noch etwas zu bezahlen ist.</translation>
    </message>
    <message>
        <source>None of your buildings of that kind is empty.</source>
        <translation>Keines deiner Gebäude dieser Art ist leer.</translation>
    </message>
    <message>
        <source>That is not a production building.</source>
        <translation>Das ist kein Produktionsgebäude.</translation>
    </message>
    <message>
        <source>That card is not among the cards you drew.</source>
        <translation>Diese Karte ist nicht unter den gezogenen Karten.</translation>
    </message>
    <message>
        <source>You must keep as many cards as the rules give you.</source>
        <translation>Du musst so viele Karten behalten, wie die Regeln dir geben.</translation>
    </message>
    <message>
        <source>You must discard down to the number the rules give.</source>
        <translation>Du musst bis auf die erlaubte Zahl abwerfen.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Passen geht jetzt nicht.</translation>
    </message>
    <message>
        <source>You have that city building already, crane or not.</source>
        <translation>Dieses Stadtgebäude hast du schon, auch mit Kran.</translation>
    </message>
    <message>
        <source>That card belongs to an expansion this game is played without.</source>
        <translation>Diese Karte gehört zu einer Erweiterung, ohne die dieses Spiel gespielt wird.</translation>
    </message>
    <message>
        <source>That building can only be built from beside the trading house, and it is no longer there.</source>
        <translation>Dieses Gebäude kann nur von seinem Platz neben dem Handelshaus gebaut werden, und dort liegt es nicht mehr.</translation>
    </message>
    <message>
        <source>The office building and the bank are used only at the start of a round, by their owners in turn.</source>
        <translation>Amtsstube und Bank werden nur zu Beginn einer Runde genutzt, von ihren Besitzern reihum.</translation>
    </message>
    <message>
        <source>The bank is used only once per game.</source>
        <translation>Die Bank wird nur einmal im Spiel genutzt.</translation>
    </message>
    <message>
        <source>choose the cards to discard</source>
        <translation>die Karten zum Abwerfen wählen</translation>
    </message>
    <message>
        <source>put a card under the chapel or keep your cards</source>
        <translation>eine Karte unter die Kapelle legen oder die Karten behalten</translation>
    </message>
    <message>
        <source>discard down to the hand limit</source>
        <translation>bis auf das Handkartenlimit abwerfen</translation>
    </message>
    <message>
        <source>choose a role</source>
        <translation>eine Rolle wählen</translation>
    </message>
    <message>
        <source>say whether the library works now</source>
        <translation>sagen, ob die Bibliothek jetzt wirkt</translation>
    </message>
    <message>
        <source>build a building or build nothing</source>
        <translation>ein Gebäude bauen oder nichts bauen</translation>
    </message>
    <message>
        <source>pay for the building</source>
        <translation>das Gebäude bezahlen</translation>
    </message>
    <message>
        <source>produce or stop</source>
        <translation>produzieren oder aufhören</translation>
    </message>
    <message>
        <source>sell or stop</source>
        <translation>verkaufen oder aufhören</translation>
    </message>
    <message>
        <source>choose the cards to keep</source>
        <translation>die Karten wählen, die du behältst</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>swap cards at the office building or keep your hand</source>
        <translation>mit der Amtsstube Karten austauschen oder die Hand behalten</translation>
    </message>
    <message>
        <source>put cards under the bank or keep them</source>
        <translation>Karten unter die Bank legen oder sie behalten</translation>
    </message>
    <message>
        <source>answer the question open now</source>
        <translation>die offene Frage beantworten</translation>
    </message>
</context>
<context>
    <name>CardReveal</name>
    <message>
        <source>{name}&apos;s gold mine</source>
        <translation>Goldgrube von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith</source>
        <translation>Goldschmiede von {name}</translation>
    </message>
    <message>
        <source>All costs differ: {name} keeps the cheapest card, the {card}. The others go to the discard pile.</source>
        <translation>Alle Kosten verschieden: {name} behält die billigste Karte, {card}. Die anderen kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Two costs are equal: no gold. The cards go to the discard pile.</source>
        <translation>Zwei Kosten sind gleich: kein Gold. Die Karten kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Nobody has built the {card}: {name} takes it into the hand.</source>
        <translation>Niemand hat {card} gebaut: {name} nimmt die Karte auf die Hand.</translation>
    </message>
    <message>
        <source>The {card} is built already: it goes to the discard pile.</source>
        <translation>{card} ist schon gebaut: Die Karte kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to close.</source>
        <translation>Zum Schließen klicken.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <source>Every card is three things at once: a building when it lies face up in front of you, money while it is in your hand, and a good when it lies face down on one of your production buildings. Whoever has the most victory points when the game ends wins.</source>
        <translation>Jede Karte ist dreierlei: ein Gebäude, wenn sie offen vor dir liegt, Geld, solange du sie auf der Hand hast, und eine Ware, wenn sie verdeckt auf einem deiner Produktionsgebäude liegt. Wer bei Spielende die meisten Siegpunkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was es bewirkt</translation>
    </message>
    <message>
        <source>These rules apply only when the expansion “{expansion}” is chosen for a new game.</source>
        <translation>Diese Regeln gelten nur, wenn für ein neues Spiel die Erweiterung „{expansion}“ gewählt wird.</translation>
    </message>
    <message>
        <source>The hand limit: 7 cards; 6 for a player without a {guard_room} while anybody has one (this program reads the card as limiting the others, not every game with the expansion); 12 with a {tower}.</source>
        <translation>Das Handkartenlimit: 7 Karten; 6 für Spieler ohne {guard_room}, solange jemand eine hat (dieses Programm liest die Karte so, dass sie die anderen begrenzt, nicht jedes Spiel mit der Erweiterung); mit {tower} 12.</translation>
    </message>
    <message>
        <source>The two bonus cards score on the same ladder: {ladder} VP for the first, second, third and fourth step, nothing for a fifth. The {residence} counts groups of three different buildings of one printed cost in its owner&apos;s city (production buildings, monuments and itself included; a building owned twice may serve two groups, never twice in one). The {cathedral} counts the buildings of printed cost 6 in the other players&apos; cities; it costs {cost} itself and is not one of them.</source>
        <translation>Die beiden Bonuskarten zählen nach derselben Leiter: {ladder} SP für die erste, zweite, dritte und vierte Stufe, nichts für eine fünfte. Die {residence} zählt Gruppen aus drei verschiedenen Gebäuden mit gleichen aufgedruckten Kosten in der Stadt ihres Besitzers (Produktionsgebäude, Monumente und sie selbst mitgezählt; ein doppelt vorhandenes Gebäude darf in zwei Gruppen stehen, aber nie zweimal in einer). Die {cathedral} zählt die Gebäude mit aufgedruckten Kosten 6 in den Städten der Mitspieler; sie selbst kostet {cost} und gehört nicht dazu.</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck. The {cathedral} is not: it lies face up beside the trading-house tiles from the start, and whoever builds it takes it from there, in a builder phase and as his one building of that phase. The builder&apos;s privilege, the {quarry} and the {crane} lower its price as for any city building.</source>
        <translation>{count} neue Stadtgebäude werden in den Stapel gemischt. Die {cathedral} nicht: Sie liegt von Anfang an offen neben den Handelshauskarten, und wer sie baut, nimmt sie von dort – in einer Baumeisterphase und als sein einziges Gebäude dieser Phase. Das Privileg des Baumeisters, der {quarry} und der {crane} senken ihren Preis wie bei jedem Stadtgebäude.</translation>
    </message>
    <message>
        <source>When a round starts, these steps come first, each from the governor on:</source>
        <translation>Zu Beginn einer Runde kommen zuerst diese Schritte, jeweils beim Gouverneur beginnend:</translation>
    </message>
    <message>
        <source>Whoever owns an {office_building} may swap one or two hand cards.</source>
        <translation>Wer eine {office_building} besitzt, darf eine oder zwei Handkarten austauschen.</translation>
    </message>
    <message>
        <source>{chapel} and {bank}: cards may be slipped under them (under the bank only once in the game).</source>
        <translation>{chapel} und {bank}: Karten dürfen daruntergeschoben werden (unter die Bank nur einmal im Spiel).</translation>
    </message>
    <message>
        <source>Each player starts with an Indigo Plant in the city and four cards in the hand. With the variant set-up the governor gets five cards instead, the next player six, then seven and eight; each keeps four of them and discards the rest.</source>
        <translation>Alle beginnen mit einer Indigoküperei in der Stadt und vier Handkarten. Bei der Variante bekommt der Gouverneur stattdessen fünf Karten, der nächste Spieler sechs, dann sieben und acht; jeder behält vier davon und wirft den Rest ab.</translation>
    </message>
    <message>
        <source>In a round the governor chooses one of the five roles first, then each other player in turn one of those still left (with two players the governor chooses a third one at the end). Everybody acts in the role&apos;s phase, starting with its chooser; only the chooser enjoys its privilege. Then the governor card moves on.</source>
        <translation>In jeder Runde wählt zuerst der Gouverneur eine der fünf Rollen, dann reihum jeder andere eine der noch übrigen (zu zweit wählt der Gouverneur am Ende noch eine dritte). In der Phase einer Rolle handeln alle, beginnend mit dem, der sie gewählt hat; nur er genießt ihr Privileg. Danach wandert die Gouverneurskarte weiter.</translation>
    </message>
    <message>
        <source>At the start of each round the chapels&apos; owners may first tuck a card under them; then nobody may hold more than seven cards (twelve with a tower): the rest are discarded.</source>
        <translation>Zu Beginn jeder Runde dürfen zuerst die Besitzer einer Kapelle eine Karte darunterschieben; danach darf niemand mehr als sieben Karten halten (mit Turm zwölf): Der Rest wird abgeworfen.</translation>
    </message>
    <message>
        <source>To build, lay a card from your hand in your city and pay its cost with other hand cards, which go to the discard pile. Each city building may stand only once in a city; production buildings as often as you like. A new city building works from the end of the builder phase in which it was built.</source>
        <translation>Zum Bauen legst du eine Handkarte in deine Stadt und bezahlst ihre Kosten mit anderen Handkarten, die auf den Ablagestapel kommen. Jedes Stadtgebäude darf nur einmal in einer Stadt stehen, Produktionsgebäude beliebig oft. Ein neues Stadtgebäude wirkt erst nach der Baumeisterphase, in der es gebaut wurde.</translation>
    </message>
    <message>
        <source>The game ends after the builder phase in which somebody builds a twelfth building. Then everybody counts the points printed on the buildings, one point per card under the chapel, and the bonuses of the great buildings (guild hall, city hall, triumphal arch, palace). Equal points: more cards in the hand and goods win.</source>
        <translation>Das Spiel endet nach der Baumeisterphase, in der jemand sein zwölftes Gebäude baut. Dann zählen alle die aufgedruckten Punkte ihrer Gebäude, einen Punkt je Karte unter der Kapelle und die Boni der großen Gebäude (Zunfthalle, Rathaus, Triumphbogen, Palast). Bei Gleichstand gewinnt, wer mehr Handkarten und Waren hat.</translation>
    </message>
    <message>
        <source>Choose a role by clicking its card, or drag it down to your city.</source>
        <translation>Wähle eine Rolle, indem du ihre Karte anklickst oder hinunter in deine Stadt ziehst.</translation>
    </message>
    <message>
        <source>Build by dragging a card from your hand onto the free place of your city (onto a building of yours to build over it with a crane), or click the card and then the place; a double-click builds at once.</source>
        <translation>Baue, indem du eine Handkarte auf den freien Platz deiner Stadt ziehst (auf eines deiner Gebäude, um es mit dem Kran zu überbauen), oder klicke erst die Karte und dann den Platz an; ein Doppelklick baut sofort.</translation>
    </message>
    <message>
        <source>Pay, discard and keep by clicking the cards (a click again puts one back); the prompt counts down what is still to choose, and the green button confirms.</source>
        <translation>Bezahlen, Abwerfen und Behalten geht mit Klicks auf die Karten (ein zweiter Klick legt sie zurück); die Anzeige zählt, was noch zu wählen ist, und der grüne Knopf bestätigt.</translation>
    </message>
    <message>
        <source>Produce by dragging the deck onto an empty production building, sell by dragging a good onto the trading house — or click the buildings — then confirm.</source>
        <translation>Produziere, indem du den Stapel auf ein leeres Produktionsgebäude ziehst, verkaufe, indem du eine Ware auf das Handelshaus ziehst – oder klicke die Gebäude an – und bestätige dann.</translation>
    </message>
    <message>
        <source>Several people at one screen: between their turns a hand-over screen hides the table, so nobody sees another person&apos;s hand.</source>
        <translation>Mehrere Personen an einem Bildschirm: Zwischen ihren Zügen verdeckt ein Übergabebildschirm den Tisch, damit niemand die Hand eines anderen sieht.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move along a row of cards, Space picks a card up or chooses it, Enter puts it down or does what a double-click does, Shift+F1 explains the card. Tab goes to the next row, F6 to the next area (the bar at the top, your hand, the roles, your city, each other city, the log), Shift+F6 back.</source>
        <translation>Mit der Tastatur: Die Pfeiltasten gehen eine Kartenreihe entlang, die Leertaste nimmt eine Karte auf oder wählt sie, die Eingabetaste legt sie ab oder tut, was ein Doppelklick tut, Umschalt+F1 erklärt die Karte. Tab geht zur nächsten Reihe, F6 zum nächsten Teil des Fensters (die Leiste oben, deine Hand, die Rollen, deine Stadt, jede andere Stadt, der Spielverlauf), Umschalt+F6 zurück.</translation>
    </message>
    <message>
        <source>The card game: goal and set-up</source>
        <translation>Das Kartenspiel: Ziel und Aufbau</translation>
    </message>
    <message>
        <source>A round and the five roles</source>
        <translation>Eine Runde und die fünf Rollen</translation>
    </message>
    <message>
        <source>Building and paying</source>
        <translation>Bauen und Bezahlen</translation>
    </message>
    <message>
        <source>The buildings</source>
        <translation>Die Gebäude</translation>
    </message>
    <message>
        <source>The end and the scores</source>
        <translation>Spielende und Wertung</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>So spielst du auf diesem Tisch</translation>
    </message>
    <message>
        <source>Expansion: The New Buildings</source>
        <translation>Erweiterung: Die neuen Gebäude</translation>
    </message>
</context>
<context>
    <name>CardScores</name>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Chapel (cards under it)</source>
        <translation>Kapelle (Karten darunter)</translation>
    </message>
    <message>
        <source>Bank (cards under it)</source>
        <translation>Bank (Karten darunter)</translation>
    </message>
    <message>
        <source>Harbor (cards under it)</source>
        <translation>Hafen (Karten darunter)</translation>
    </message>
    <message>
        <source>Guild hall bonus</source>
        <translation>Bonus Zunfthalle</translation>
    </message>
    <message>
        <source>City hall bonus</source>
        <translation>Bonus Rathaus</translation>
    </message>
    <message>
        <source>Triumphal arch bonus</source>
        <translation>Bonus Triumphbogen</translation>
    </message>
    <message>
        <source>Residence bonus</source>
        <translation>Bonus Residenz</translation>
    </message>
    <message>
        <source>Cathedral bonus</source>
        <translation>Bonus Kathedrale</translation>
    </message>
    <message>
        <source>Palace bonus</source>
        <translation>Bonus Palast</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Tie-break: cards in the hand + goods</source>
        <translation>Bei Gleichstand: Handkarten + Waren</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>Der Punktestand (wenn das Spiel jetzt endete)</translation>
    </message>
    <message>
        <source>Equal totals: more cards in the hand and goods win.</source>
        <translation>Bei gleicher Summe gewinnt, wer mehr Handkarten und Waren hat.</translation>
    </message>
    <message>
        <source>The palace adds one VP for every four of all the others.</source>
        <translation>Der Palast bringt für je vier andere Punkte einen weiteren.</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Siegpunkte je Runde</translation>
    </message>
    <message>
        <source>Cards in the hand by round</source>
        <translation>Handkarten je Runde</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>A good lies on that building already.</source>
        <translation>Auf diesem Gebäude liegt schon eine Ware.</translation>
    </message>
    <message>
        <source>No good lies on that building.</source>
        <translation>Auf diesem Gebäude liegt keine Ware.</translation>
    </message>
    <message>
        <source>Nothing is to be chosen now.</source>
        <translation>Jetzt ist nichts zu wählen.</translation>
    </message>
    <message>
        <source>That cannot be chosen for this decision.</source>
        <translation>Das lässt sich hierfür nicht wählen.</translation>
    </message>
    <message>
        <source>You have chosen enough: press the green button, or click a card again to put it back.</source>
        <translation>Du hast genug gewählt: Klicke auf den grünen Knopf oder klicke eine Karte noch einmal an, um sie zurückzulegen.</translation>
    </message>
    <message>
        <source>Choose {cards} more first.</source>
        <translation>Wähle zuerst noch {cards}.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>costs you {cards}</source>
        <translation>kostet dich {cards}</translation>
    </message>
    <message>
        <source>Drag the {card} onto your {building} to build it over that ({cards}).</source>
        <translation>Ziehe die Karte {card} auf dein Gebäude {building}, um es zu überbauen ({cards}).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>Das gehört nicht dorthin.</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Bezahlen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produzieren</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkaufen</translation>
    </message>
    <message>
        <source>Put under the chapel</source>
        <translation>Unter die Kapelle legen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Put under the bank</source>
        <translation>Unter die Bank legen</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Hand behalten</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Use the library now</source>
        <translation>Bibliothek jetzt nutzen</translation>
    </message>
    <message>
        <source>Keep it for my next role</source>
        <translation>Für die nächste Rolle aufheben</translation>
    </message>
    <message>
        <source>Build nothing</source>
        <translation>Nichts bauen</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Another building</source>
        <translation>Anderes Gebäude</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>Produce nothing</source>
        <translation>Nichts produzieren</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <translation>Nichts verkaufen</translation>
    </message>
    <message>
        <source>Build here</source>
        <translation>Hier bauen</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <source>{name}: city</source>
        <translation>{name}: Stadt</translation>
    </message>
    <message>
        <source>{built}/{goal}</source>
        <translation>{built}/{goal}</translation>
    </message>
    <message>
        <source>Buildings: {built}. The game ends after the builder phase in which a city reaches {goal}.</source>
        <translation>Gebäude: {built}. Das Spiel endet nach der Baumeisterphase, in der eine Stadt {goal} Gebäude erreicht.</translation>
    </message>
    <message>
        <source>Cards in the hand: {count}</source>
        <translation>Handkarten: {count}</translation>
    </message>
    <message>
        <source>Victory points so far: {vp}</source>
        <translation>Siegpunkte bisher: {vp}</translation>
    </message>
    <message>
        <source>Deck and discard pile</source>
        <translation>Stapel und Ablage</translation>
    </message>
    <message>
        <source>Your hand ({cards})</source>
        <translation>Deine Hand ({cards})</translation>
    </message>
    <message>
        <source>green coin: what the building costs you</source>
        <translation>grüne Münze: was dich der Bau der Karte kostet</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Keine Karten auf der Hand.</translation>
    </message>
    <message>
        <source>No cards in your hand. The {councillor}, the {prospector} and the goods you sell bring new ones.</source>
        <translation>Keine Karten auf der Hand. Der {councillor}, der {prospector} und die Waren, die du verkaufst, bringen neue.</translation>
    </message>
    <message>
        <source>The cards you drew ({role})</source>
        <translation>Deine gezogenen Karten ({role})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Du bist dran, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Wertung zeigen</translation>
    </message>
</context>
<context>
    <name>CardTips</name>
    <message>
        <source>A production building. When the producer is chosen, a card from the deck may be laid on it face down: a good of {good}. A trader sells goods for cards.</source>
        <translation>Ein Produktionsgebäude. Wird der Aufseher gewählt, darf eine Karte vom Stapel verdeckt darauf gelegt werden: eine Ware {good}. Ein Händler verkauft Waren gegen Karten.</translation>
    </message>
    <message>
        <source>Each production building you build costs you one card less.</source>
        <translation>Jedes Produktionsgebäude, das du baust, kostet dich eine Karte weniger.</translation>
    </message>
    <message>
        <source>When you build, up to two of your goods may pay instead of hand cards.</source>
        <translation>Beim Bauen dürfen bis zu zwei deiner Waren statt Handkarten bezahlen.</translation>
    </message>
    <message>
        <source>When a trader is chosen, you may sell one good more.</source>
        <translation>Wird der Händler gewählt, darfst du eine Ware mehr verkaufen.</translation>
    </message>
    <message>
        <source>When you produce two goods or more at once, you draw a card.</source>
        <translation>Produzierst du auf einmal zwei Waren oder mehr, ziehst du eine Karte.</translation>
    </message>
    <message>
        <source>When you sell two goods or more at once, you draw a card.</source>
        <translation>Verkaufst du auf einmal zwei Waren oder mehr, ziehst du eine Karte.</translation>
    </message>
    <message>
        <source>You may build on top of one of your buildings: the old one leaves the game and its cost is taken off the new one&apos;s price (nothing is paid back if it cost more). Not over the crane or a building of the same name; the old one no longer helps pay, and your city does not grow by one. A good on the old building goes to the discard pile; the cards under an old chapel go on counting.</source>
        <translation>Du darfst eines deiner Gebäude überbauen: Das alte verlässt das Spiel, und seine Kosten werden vom Preis des neuen abgezogen (war es teurer, gibt es nichts zurück). Nicht über den Kran oder ein gleichnamiges Gebäude; das alte hilft beim Bezahlen nicht mehr, und deine Stadt wächst nicht um eins. Eine Ware auf dem alten Gebäude kommt auf den Ablagestapel; die Karten unter einer überbauten Kapelle zählen weiter.</translation>
    </message>
    <message>
        <source>At the start of every round you may slip one hand card under the chapel; each card there is worth 1 VP at the end.</source>
        <translation>Zu Beginn jeder Runde darfst du eine Handkarte unter die Kapelle schieben; jede Karte dort ist am Ende 1 SP wert.</translation>
    </message>
    <message>
        <source>At the start of a round you may hold up to {limit} cards instead of {base}.</source>
        <translation>Zu Beginn einer Runde darfst du bis zu {limit} Karten statt {base} auf der Hand halten.</translation>
    </message>
    <message>
        <source>When a producer is chosen, you may produce one good more.</source>
        <translation>Wird der Aufseher gewählt, darfst du eine Ware mehr produzieren.</translation>
    </message>
    <message>
        <source>When you sell at least one good, you draw one card more.</source>
        <translation>Verkaufst du mindestens eine Ware, ziehst du eine Karte mehr.</translation>
    </message>
    <message>
        <source>Each city building you build costs you one card less.</source>
        <translation>Jedes Stadtgebäude, das du baust, kostet dich eine Karte weniger.</translation>
    </message>
    <message>
        <source>A monument: it is worth its victory points and does nothing else.</source>
        <translation>Ein Monument: Es bringt seine Siegpunkte und sonst nichts.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each of your production buildings, and 1 more for each different kind among them.</source>
        <translation>Am Ende: 1 SP je Produktionsgebäude und 1 weiterer SP je verschiedene Art darunter.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each city building in your city, this one included.</source>
        <translation>Am Ende: 1 SP je Stadtgebäude in deiner Stadt, dieses mitgezählt.</translation>
    </message>
    <message>
        <source>At the end: 4, 6 or 8 VP for one, two or three different monuments.</source>
        <translation>Am Ende: 4, 6 oder 8 SP für ein, zwei oder drei verschiedene Monumente.</translation>
    </message>
    <message>
        <source>At the end: one more VP for every 4 VP you have, everything counted.</source>
        <translation>Am Ende: 1 weiterer SP je 4 SP, die du insgesamt hast.</translation>
    </message>
    <message>
        <source>Production building</source>
        <translation>Produktionsgebäude</translation>
    </message>
    <message>
        <source>City building</source>
        <translation>Stadtgebäude</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Great building (bonus at the end)</source>
        <translation>Großes Gebäude (Bonus am Ende)</translation>
    </message>
    <message>
        <source>Everybody may build one building from the hand, paying its cost with other hand cards. Privilege: the builder pays one card less.</source>
        <translation>Alle dürfen ein Gebäude aus der Hand bauen und mit anderen Handkarten bezahlen. Privileg: Der Baumeister zahlt eine Karte weniger.</translation>
    </message>
    <message>
        <source>Everybody may lay a card from the deck face down on one empty production building. Privilege: the producer may fill one building more.</source>
        <translation>Alle dürfen eine Karte vom Stapel verdeckt auf ein leeres Produktionsgebäude legen. Privileg: Der Aufseher darf ein Gebäude mehr füllen.</translation>
    </message>
    <message>
        <source>A trading-house tile is turned up; everybody may sell one good for cards at its prices. Privilege: the trader may sell one good more.</source>
        <translation>Eine Handelshauskarte wird aufgedeckt; alle dürfen zu ihren Preisen eine Ware gegen Karten verkaufen. Privileg: Der Händler darf eine Ware mehr verkaufen.</translation>
    </message>
    <message>
        <source>A good lies face down on the {card}: nobody knows the card. Sold in a trader phase, it brings its owner {cards}.</source>
        <translation>Auf dem {card} liegt verdeckt eine Ware: Niemand kennt die Karte. In einer Händlerphase verkauft, bringt sie dem Besitzer {cards}.</translation>
    </message>
    <message>
        <source>Built over your {building}, it costs you {cards} now.</source>
        <translation>Über dein Gebäude {building} gebaut, kostet es dich jetzt {cards}.</translation>
    </message>
    <message>
        <source>Whenever anyone chooses the prospector, four cards are turned up for you: if their costs all differ, you take the cheapest and discard the others; if two costs are equal, you get nothing and all four are discarded.</source>
        <translation>Wann immer jemand den Goldsucher wählt, werden für dich vier Karten aufgedeckt: Sind ihre Kosten alle verschieden, nimmst du die billigste und legst die anderen ab; sind zwei Kosten gleich, bekommst du nichts, und alle vier kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you take all the cards you draw into your hand, then discard as many as you would otherwise have thrown away, chosen from your whole hand.</source>
        <translation>In jeder Ratsherrenphase, egal wer die Rolle gewählt hat, nimmst du alle gezogenen Karten auf die Hand und wirfst dann aus deiner ganzen Hand so viele ab, wie du sonst weggelegt hättest.</translation>
    </message>
    <message>
        <source>After you build, you draw a card if you hold no more than one (counted after the carpenter&apos;s card).</source>
        <translation>Nach dem Bauen ziehst du eine Karte, wenn du höchstens noch eine hältst (gezählt nach der Karte der Schreinerei).</translation>
    </message>
    <message>
        <source>Each time you build a city building after this one, you draw a card afterwards.</source>
        <translation>Jedes Mal, wenn du nach diesem ein Stadtgebäude baust, ziehst du danach eine Karte.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you keep one card more.</source>
        <translation>In jeder Ratsherrenphase, egal wer die Rolle gewählt hat, behältst du eine Karte mehr.</translation>
    </message>
    <message>
        <source>The privilege of every role you choose counts twice (as councillor you draw eight). With two players it works once per round.</source>
        <translation>Das Privileg jeder Rolle, die du wählst, zählt doppelt (als Ratsherr ziehst du acht). Zu zweit wirkt sie einmal pro Runde.</translation>
    </message>
    <message>
        <source>* Not printed in the 2018 rulebook: the value this program assumes (from the 2009 version of the expansion, or the base deck&apos;s pattern).</source>
        <translation>* Nicht in der Spielregel von 2018 abgedruckt: der Wert, den dieses Programm annimmt (aus der Fassung der Erweiterung von 2009 oder nach dem Muster des Grundspiels).</translation>
    </message>
    <message>
        <source>Everybody draws two cards and keeps one of them. Privilege: the councillor draws three more, five in all.</source>
        <translation>Alle ziehen zwei Karten und behalten eine davon. Privileg: Der Ratsherr zieht drei mehr, insgesamt fünf.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold). Nobody else acts.</source>
        <translation>Nur der Goldsucher zieht eine Karte (und jede Goldgrube sucht nach Gold). Sonst handelt niemand.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold, every goldsmith turns up a card). Nobody else acts.</source>
        <translation>Nur der Goldsucher zieht eine Karte (und jede Goldgrube sucht nach Gold, jede Goldschmiede deckt eine Karte auf). Sonst handelt niemand.</translation>
    </message>
    <message>
        <source>The deck: {count}. Cards are drawn from it; when it runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Der Stapel: {count}. Von ihm wird gezogen; ist er leer, wird der Ablagestapel zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>The discard pile: {count}, face down. Cards paid, discarded and goods sold go here.</source>
        <translation>Der Ablagestapel: {count}, verdeckt. Hierher kommen bezahlte und abgeworfene Karten und verkaufte Waren.</translation>
    </message>
    <message>
        <source>The trading house: each trader turns up the next tile, which says how many cards a good of each kind brings.</source>
        <translation>Das Handelshaus: Jeder Händler deckt die nächste Karte auf; sie sagt, wie viele Karten eine Ware jeder Art bringt.</translation>
    </message>
    <message>
        <source>The governor chooses the first role of the round; the card moves on each round.</source>
        <translation>Der Gouverneur wählt die erste Rolle der Runde; die Karte wandert jede Runde weiter.</translation>
    </message>
    <message>
        <source>Your hand: cards to build, and the money to pay with. Only you see them.</source>
        <translation>Deine Hand: Karten zum Bauen und das Geld zum Bezahlen. Nur du siehst sie.</translation>
    </message>
    <message>
        <source>A good of {good}, lying face down on the {card}: sell it as trader.</source>
        <translation>Eine Ware {good}, verdeckt auf {card}: Verkaufe sie als Händler.</translation>
    </message>
    <message>
        <source>Built since your last move (the star on the card says so).</source>
        <translation>Seit deinem letzten Zug gebaut (das sagt der Stern auf der Karte).</translation>
    </message>
    <message>
        <source>Built since the position shown before (the star on the card says so).</source>
        <translation>Gebaut seit der zuvor gezeigten Stellung (das sagt der Stern auf der Karte).</translation>
    </message>
    <message>
        <source>Cards under the chapel: {count}, 1 VP each at the end.</source>
        <translation>Karten unter der Kapelle: {count}, am Ende je 1 SP.</translation>
    </message>
    <message>
        <source>Cards under the bank: {count}, 1 VP each at the end.</source>
        <translation>Karten unter der Bank: {count}, am Ende je 1 SP.</translation>
    </message>
    <message>
        <source>You put these under it: {cards}.</source>
        <translation>Du hast darunter gelegt: {cards}.</translation>
    </message>
    <message>
        <source>Cards under the harbor: {count}, face down, 1 VP each at the end; nobody knows them.</source>
        <translation>Karten unter dem Hafen: {count}, verdeckt, am Ende je 1 SP; niemand kennt sie.</translation>
    </message>
    <message>
        <source>VP: see below</source>
        <translation>SP: siehe unten</translation>
    </message>
    <message>
        <source>Cost {cost} · {vp}</source>
        <translation>Kosten {cost} · {vp}</translation>
    </message>
    <message>
        <source>Building it costs you {cards} now.</source>
        <translation>Es zu bauen kostet dich jetzt {cards}.</translation>
    </message>
    <message>
        <source>At the start of each round you may swap one or two hand cards: put them on the discard pile and draw as many from the deck.</source>
        <translation>Zu Beginn jeder Runde darfst du eine oder zwei Handkarten austauschen: Lege sie auf den Ablagestapel und ziehe ebenso viele vom Stapel.</translation>
    </message>
    <message>
        <source>While a guard room stands in any city, every player without one may keep only 6 cards when a round starts; its owner keeps 7 (a tower still allows 12).</source>
        <translation>Solange in irgendeiner Stadt eine Wachstube steht, darf jeder Spieler ohne Wachstube zu Rundenbeginn nur 6 Karten behalten; ihr Besitzer behält 7 (ein Turm erlaubt weiterhin 12).</translation>
    </message>
    <message>
        <source>After a trader phase in which nobody sold a single good, you draw a card.</source>
        <translation>Nach einer Händlerphase, in der niemand auch nur eine Ware verkauft hat, ziehst du eine Karte.</translation>
    </message>
    <message>
        <source>After each builder phase you draw a card if you have the fewest buildings: nobody has fewer and at least one player has more.</source>
        <translation>Nach jeder Baumeisterphase ziehst du eine Karte, wenn du die wenigsten Gebäude hast: Niemand hat weniger, und mindestens einer hat mehr.</translation>
    </message>
    <message>
        <source>If your crane builds over this park, it takes up to 6 cards off the new building&apos;s price instead of up to 3.</source>
        <translation>Überbaust du diesen Park mit deinem Kran, zieht er bis zu 6 statt bis zu 3 Karten vom Preis des neuen Gebäudes ab.</translation>
    </message>
    <message>
        <source>When a councillor phase begins, the top card of the deck is laid unseen on your customs office as a good (if none lies there yet). Sold in a trader phase it brings 2 cards, whatever the tile says; otherwise it counts as a good like any other.</source>
        <translation>Zu Beginn einer Ratsherrenphase wird die oberste Karte des Stapels ungesehen als Ware auf dein Zollamt gelegt (wenn dort noch keine liegt). In einer Händlerphase verkauft, bringt sie 2 Karten, egal was die Handelshauskarte sagt; ansonsten zählt sie wie jede andere Ware.</translation>
    </message>
    <message>
        <source>Once in the whole game, at the start of a round before the hand limit is checked, you may slip as many hand cards as you like under the bank; each is worth 1 VP at the end.</source>
        <translation>Einmal im ganzen Spiel darfst du zu Beginn einer Runde, bevor das Handkartenlimit geprüft wird, beliebig viele Handkarten unter die Bank schieben; jede ist am Ende 1 SP wert.</translation>
    </message>
    <message>
        <source>Each time you sell goods in a trader phase, one of the sold cards goes face down under the harbor instead of onto the discard pile; each is worth 1 VP at the end.</source>
        <translation>Jedes Mal, wenn du in einer Händlerphase Waren verkaufst, kommt eine der verkauften Karten verdeckt unter den Hafen statt auf den Ablagestapel; jede ist am Ende 1 SP wert.</translation>
    </message>
    <message>
        <source>In every prospector phase the top card of the deck is shown to everybody: if no player has built that building yet, it goes into your hand, otherwise onto the discard pile.</source>
        <translation>In jeder Goldsucherphase wird die oberste Karte des Stapels allen gezeigt: Hat noch niemand dieses Gebäude gebaut, kommt sie auf deine Hand, sonst auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>At the end: bonus VP for each group of three different buildings of the same cost in your city, {ladder} VP for the first, second, third and fourth group, nothing after that. A building you own twice may be in two groups.</source>
        <translation>Am Ende: Bonus-SP für jede Gruppe aus drei verschiedenen Gebäuden mit gleichen Kosten in deiner Stadt, {ladder} SP für die erste, zweite, dritte und vierte Gruppe, danach nichts mehr. Ein Gebäude, das du zweimal hast, darf in zwei Gruppen stehen.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house; in a builder phase anybody may build it from there as his building. At the end: {ladder} VP for the first, second, third and fourth 6-cost building in the other players&apos; cities, nothing after that.</source>
        <translation>Liegt offen neben dem Handelshaus; in einer Baumeisterphase darf jeder sie von dort als sein Gebäude bauen. Am Ende: {ladder} SP für das erste, zweite, dritte und vierte 6er-Gebäude in den Städten der Mitspieler, danach nichts mehr.</translation>
    </message>
    <message>
        <source>With the new buildings: the {cathedral} beside the trading house may be built too, and after the phase the owner of a {tavern} draws a card if he has the fewest buildings.</source>
        <translation>Mit den neuen Gebäuden: Auch die {cathedral} neben dem Handelshaus kann gebaut werden, und nach der Phase zieht der Besitzer einer {tavern} eine Karte, wenn er die wenigsten Gebäude hat.</translation>
    </message>
    <message>
        <source>With the new buildings: the good on a {customs_office} sells for 2 cards, a {harbor} keeps one card of its owner&apos;s sale as 1 VP, and if nobody sold anything, the owner of each {hut} draws a card.</source>
        <translation>Mit den neuen Gebäuden: Die Ware auf einem {customs_office} bringt beim Verkauf 2 Karten, ein {harbor} behält eine Karte aus dem Verkauf seines Besitzers als 1 SP, und hat niemand etwas verkauft, zieht der Besitzer jeder {hut} eine Karte.</translation>
    </message>
    <message>
        <source>With the new buildings: first every empty {customs_office} gets a good, unseen, from the deck.</source>
        <translation>Mit den neuen Gebäuden: Zuerst bekommt jedes leere {customs_office} verdeckt eine Ware vom Stapel.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house until somebody builds it; it is never in a hand.</source>
        <translation>Liegt offen neben dem Handelshaus, bis jemand sie baut; sie ist nie auf einer Hand.</translation>
    </message>
</context>
<context>
    <name>CardTutorial</name>
    <message>
        <source>Welcome to {game}</source>
        <translation>Willkommen bei {game}</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} beginnt</translation>
    </message>
    <message>
        <source>You have met all five roles</source>
        <translation>Du kennst jetzt alle fünf Rollen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>In turn, beginning with the chooser, everybody may build one building: lay a card from your hand into your city and pay its cost with other hand cards, which go to the discard pile. The {builder} pays one card less. Production buildings may appear more than once in a city, each violet building only once. In your turn the green coin on a card says what the building costs you.</source>
        <translation>Reihum, beginnend bei dem, der die Rolle gewählt hat, darf jeder ein Gebäude bauen: Lege eine Karte aus deiner Hand in deine Stadt und bezahle ihre Kosten mit anderen Handkarten, die auf den Ablagestapel kommen. Der {builder} zahlt eine Karte weniger. Produktionsgebäude dürfen mehrmals in einer Stadt stehen, jedes violette Gebäude nur einmal. In deinem Zug zeigt die grüne Münze auf einer Karte, was dich ihr Bau kostet.</translation>
    </message>
    <message>
        <source>Everybody puts the top card of the deck, face down, on one empty production building of their city: that card is now a good. The {producer} may fill one more building. A building that still holds a good produces nothing.</source>
        <translation>Jeder legt die oberste Karte des Stapels verdeckt auf ein leeres Produktionsgebäude seiner Stadt: Diese Karte ist jetzt eine Ware. Der {producer} darf ein Gebäude mehr füllen. Ein Gebäude, auf dem noch eine Ware liegt, produziert nichts.</translation>
    </message>
    <message>
        <source>Everybody may sell one good, the {trader} one more. A sold good goes to the discard pile, and its seller draws new cards as payment: the tile turned up in the trading house for this phase shows how many cards each good brings; the dearer goods bring more.</source>
        <translation>Jeder darf eine Ware verkaufen, der {trader} eine mehr. Eine verkaufte Ware kommt auf den Ablagestapel, und wer sie verkauft, zieht als Bezahlung neue Karten: Das Kärtchen, das im Handelshaus für diese Phase aufgedeckt wird, zeigt, wie viele Karten jede Ware bringt; die teureren Waren bringen mehr.</translation>
    </message>
    <message>
        <source>Only the {prospector} gains something: one card from the deck. The others get nothing, unless they own a {gold_mine}. Take it when no other role is of much use to you.</source>
        <translation>Nur der {prospector} bekommt etwas: eine Karte vom Stapel. Die anderen bekommen nichts, es sei denn, sie besitzen eine {gold_mine}. Nimm ihn, wenn dir keine andere Rolle viel nützt.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your outlined city to build it; you pay for it in the next step. Or press “{build_nothing}” to keep your cards.</source>
        <translation>Ziehe eine Karte aus deiner Hand auf deine umrandete Stadt, um sie zu bauen; bezahlt wird im nächsten Schritt. Oder drücke „{build_nothing}“, um deine Karten zu behalten.</translation>
    </message>
    <message>
        <source>Pay for the building: click the cards in your hand you can spare most, as many as the line at the top asks, then press “{pay}”. They go to the discard pile.</source>
        <translation>Bezahle das Gebäude: Klicke die Handkarten an, auf die du am ehesten verzichten kannst, so viele, wie die Zeile oben verlangt, und drücke dann „{pay}“. Sie kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Click the empty production buildings of your city that are to get a good (or drag the deck onto them), then press “{produce}”.</source>
        <translation>Klicke die leeren Produktionsgebäude deiner Stadt an, die eine Ware bekommen sollen (oder ziehe den Stapel auf sie), und drücke dann „{produce}“.</translation>
    </message>
    <message>
        <source>Click a good lying on one of your buildings (or drag it onto the trading house), then press “{sell}”. The line at the top says what each good brings.</source>
        <translation>Klicke eine Ware auf einem deiner Gebäude an (oder ziehe sie auf das Handelshaus) und drücke dann „{sell}“. Die Zeile oben sagt, was jede Ware bringt.</translation>
    </message>
    <message>
        <source>Click the card you want to keep among the ones you drew, then press “{keep}”. The others go to the discard pile.</source>
        <translation>Klicke unter den gezogenen Karten die an, die du behalten willst, und drücke dann „{keep}“. Die anderen kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings marks what they built since your last move.</source>
        <translation>Ein Stern auf den Gebäuden der anderen zeigt, was sie seit deinem letzten Zug gebaut haben.</translation>
    </message>
    <message>
        <source>Everybody draws two cards, keeps one of them and discards the other. The {councillor} draws five cards instead of two and still keeps one: a good way to look for the building you need.</source>
        <translation>Jeder zieht zwei Karten, behält eine davon und legt die andere ab. Der {councillor} zieht fünf Karten statt zwei und behält trotzdem eine: ein guter Weg, das Gebäude zu suchen, das du brauchst.</translation>
    </message>
    <message>
        <source>Every card plays three parts: a building for your city, money (you pay for a building with other cards from your hand) and, lying face down on a production building, a good. Your opponents are two computer players, beginners too. Each round every player chooses one of the five roles; everybody then plays it in turn, and its chooser gets a privilege. When somebody has 12 buildings, the game ends with that {builder} phase; the most victory points win.</source>
        <translation>Jede Karte ist dreierlei: ein Gebäude für deine Stadt, Geld (ein Gebäude bezahlst du mit anderen Handkarten) und, verdeckt auf einem Produktionsgebäude, eine Ware. Deine Gegner sind zwei Computerspieler, auch sie Anfänger. In jeder Runde wählt jeder Spieler eine der fünf Rollen; dann führen alle sie der Reihe nach aus, und wer sie gewählt hat, bekommt ein Privileg. Hat jemand 12 Gebäude, endet das Spiel mit dieser {builder}phase; die meisten Siegpunkte gewinnen.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses the first role now. Before the roles are chosen, whoever owns a {chapel} may put one hand card face down under it (one victory point each at the end). Then everybody who holds more than seven cards discards down to seven: keep that in mind when you collect cards.</source>
        <translation>Die {governor}skarte ist zum nächsten Spieler weitergewandert, der jetzt als Erster eine Rolle wählt. Bevor die Rollen gewählt werden, darf jeder, der eine {chapel} besitzt, eine Handkarte verdeckt darunterlegen (am Ende je ein Siegpunkt). Dann legt jeder, der mehr als sieben Karten hat, bis auf sieben ab: Denk daran, wenn du Karten sammelst.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. Choose the role that helps you more than the others: the {councillor} when you look for a particular building, the {producer} and the {trader} when your production buildings can earn you cards, the {builder} when your hand can pay for a good building.</source>
        <translation>Ab jetzt sagt dir die Anleitung nur noch, was zu tun ist; die Entscheidungen triffst du. Wähle die Rolle, die dir mehr hilft als den anderen: {councillor}, wenn du ein bestimmtes Gebäude suchst; {producer} und {trader}, wenn deine Produktionsgebäude dir Karten einbringen können; {builder}, wenn deine Hand ein gutes Gebäude bezahlen kann.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from: the points printed on the buildings, one point for each card under a {chapel}, and the bonuses of the buildings that cost 6. The {guild_hall} gives one point for each production building and one more for each different kind of them, the {city_hall} one point for each violet building, the {triumphal_arch} 4, 6 or 8 points for one, two or three different monuments, and the {palace} a quarter of all the other points. For your next game, choose New game in the File menu.</source>
        <translation>Die Wertung zeigt, woher alle ihre Siegpunkte haben: die aufgedruckten Punkte der Gebäude, ein Punkt für jede Karte unter einer {chapel} und die Boni der Gebäude, die 6 kosten. Die {guild_hall} gibt einen Punkt für jedes Produktionsgebäude und einen mehr für jede verschiedene Sorte davon, das {city_hall} einen Punkt für jedes violette Gebäude, der {triumphal_arch} 4, 6 oder 8 Punkte für ein, zwei oder drei verschiedene Monumente und der {palace} ein Viertel aller anderen Punkte. Für dein nächstes Spiel wähle im Menü Datei „Neues Spiel…“.</translation>
    </message>
    <message>
        <source>Your {archive} put all the cards you drew into your hand: click the cards you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>Dein {archive} hat alle gezogenen Karten auf deine Hand gebracht: Klicke die Karten an, auf die du am ehesten verzichten kannst, so viele, wie die Zeile oben verlangt, und drücke dann „{discard_button}“.</translation>
    </message>
    <message>
        <source>You hold more than seven cards: click the ones you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>Du hast mehr als sieben Karten: Klicke die an, auf die du am ehesten verzichten kannst, so viele, wie die Zeile oben verlangt, und drücke dann „{discard_button}“.</translation>
    </message>
    <message>
        <source>Your {chapel} may take one card: click the hand card you can spare most and press “{tuck}”; it is worth one victory point at the end. Or press “{keep_cards}”.</source>
        <translation>Deine {chapel} darf eine Karte aufnehmen: Klicke die Handkarte an, auf die du am ehesten verzichten kannst, und drücke „{tuck}“; am Ende ist sie einen Siegpunkt wert. Oder drücke „{keep_cards}“.</translation>
    </message>
</context>
<context>
    <name>Draft</name>
    <message>
        <source>Chosen, it comes onto the board with its twin.</source>
        <translation>Wird es gewählt, kommt auch das zweite gleiche Gebäude auf den Plan.</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Kosten {cost}</translation>
    </message>
    <message>
        <source>A free space for a building that costs {cost}: drag one of that cost here.</source>
        <translation>Ein freies Feld für ein Gebäude zu {cost}: Ziehe eines mit diesen Baukosten hierher.</translation>
    </message>
    <message>
        <source>That space is taken: put the {building} on a free space that costs {cost}.</source>
        <translation>Dieses Feld ist belegt: Lege das Gebäude {building} auf ein freies Feld zu {cost}.</translation>
    </message>
    <message>
        <source>That space is for a building that costs {space}; the {building} costs {cost}.</source>
        <translation>Dieses Feld ist für ein Gebäude zu {space}; das Gebäude {building} kostet {cost}.</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Gebäude zur Auswahl</translation>
    </message>
    <message>
        <source>The base game&apos;s and the expansion&apos;s buildings that a free space of their cost can still take. Drag one onto the board, or double-click it.</source>
        <translation>Die Gebäude des Grundspiels und der Erweiterung, für die noch ein Feld mit ihren Baukosten frei ist. Ziehe eines auf den Plan oder doppelklicke es.</translation>
    </message>
    <message>
        <source>The board: {filled} of {spaces} spaces taken</source>
        <translation>Der Ablageplan: {filled} von {spaces} Feldern belegt</translation>
    </message>
    <message>
        <source>The board&apos;s spaces for the buildings that produce nothing, by cost. The production buildings are on the board from the start.</source>
        <translation>Die Felder des Ablageplans für die Gebäude, die nichts produzieren, nach Baukosten. Die Produktionsgebäude liegen von Anfang an auf dem Plan.</translation>
    </message>
    <message>
        <source>Order: {players}</source>
        <translation>Reihenfolge: {players}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Board game</source>
        <translation>Brettspiel</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>&amp;Zuletzt gespielt</translation>
    </message>
    <message>
        <source>The last game could not be restored</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file}.</source>
        <translation>{reason}

Die Datei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>Continue the unfinished game ({players})?</source>
        <translation>Das unbeendete Spiel fortsetzen ({players})?</translation>
    </message>
    <message>
        <source>If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>Wenn nicht, findest du es weiterhin unter Datei › Zuletzt gespielt › Unbeendete Spiele.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: {reason}</source>
        <translation>Das unbeendete Spiel konnte nicht aufbewahrt werden: {reason}</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Das laufende Spiel speichern?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved.</source>
        <translation>Das laufende Spiel ist nicht gespeichert.</translation>
    </message>
    <message>
        <source>Save it to a file of your own? If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>In einer eigenen Datei speichern? Wenn nicht, findest du es weiterhin unter Datei › Zuletzt gespielt › Unbeendete Spiele.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dieses Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Play on from an earlier position?</source>
        <translation>Von einer früheren Stellung aus weiterspielen?</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow (move {number}) — perhaps it was saved by an earlier version whose rules have been corrected since.

Play on from the position before that move? The file is not changed.</source>
        <translation>Das gespeicherte Spiel enthält einen Zug, den die Regeln nicht erlauben (Zug {number}) — vielleicht wurde es mit einer älteren Version gespeichert, deren Regeln inzwischen berichtigt wurden.

Von der Stellung vor diesem Zug aus weiterspielen? Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unbeendete Spiele</translation>
    </message>
    <message>
        <source>{game}: {players} – {when}</source>
        <translation>{game}: {players} – {when}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: closing now loses it.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: Wenn du jetzt schließt, ist es verloren.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved: {file}</source>
        <translation>Gespeichert: {file}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>{name}: {colonists} placed</source>
        <translation>{name}: {colonists} verteilt</translation>
    </message>
    <message>
        <source>New game: {players} players, seed {seed}.</source>
        <translation>Neues Spiel: {players} Spieler, Startwert {seed}.</translation>
    </message>
    <message>
        <source>Game loaded: {file}</source>
        <translation>Spiel geladen: {file}</translation>
    </message>
    <message>
        <source>This version does not know the computer level {levels}: Normal plays it.</source>
        <translation>Diese Version kennt die Computerstufe {levels} nicht: Normal spielt an ihrer Stelle.</translation>
    </message>
    <message>
        <source>Taken back: {move}</source>
        <translation>Zurückgenommen: {move}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>No game is running: start one with File › New game…</source>
        <translation>Es läuft kein Spiel: Starte eines mit Datei › Neues Spiel…</translation>
    </message>
    <message>
        <source>{name} (computer) made an error; a random move is played instead.</source>
        <translation>{name} (Computer) hat einen Fehler gemacht; stattdessen wird ein zufälliger Zug gespielt.</translation>
    </message>
    <message>
        <source>The unfinished game goes on.</source>
        <translation>Das unbeendete Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting for the next player to take over the screen.</source>
        <translation>Warte, bis der nächste Spieler den Bildschirm übernimmt.</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to move.</source>
        <translation>Du bist nicht dran: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over. Scores: {scores}. Winner: {winners}.</source>
        <translation>Spielende. Punkte: {scores}. Sieger: {winners}.</translation>
    </message>
</context>
<context>
    <name>HandoverWidget</name>
    <message>
        <source>Please pass the screen to {name}.</source>
        <translation>Bitte gib den Bildschirm an {name} weiter.</translation>
    </message>
    <message>
        <source>Every hand of cards is secret: the others should not look while {name} plays.</source>
        <translation>Jede Hand ist geheim: Die anderen sollten nicht hinschauen, während {name} spielt.</translation>
    </message>
    <message>
        <source>I am {name} – show my hand</source>
        <translation>Ich bin {name} – meine Hand zeigen</translation>
    </message>
    <message>
        <source>The VP chips are hidden in this game: the others should not look while {name} plays.</source>
        <translation>In diesem Spiel liegen die SP-Chips verdeckt: Die anderen sollten nicht hinsehen, solange {name} spielt.</translation>
    </message>
    <message>
        <source>I am {name} – show my table</source>
        <translation>Ich bin {name} – meinen Tisch zeigen</translation>
    </message>
    <message>
        <source>On the table, a star marks what the others did since your last move.</source>
        <translation>Auf dem Tisch zeigt ein Stern, was die anderen seit deinem letzten Zug getan haben.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>The next-best moves:</source>
        <translation>Die nächstbesten Züge:</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <translation>Tipp schließen</translation>
    </message>
    <message>
        <source>It is the only move you can make here.</source>
        <translation>Hier ist nur dieser eine Zug möglich.</translation>
    </message>
    <message>
        <source>A simple rule settles this: the other choices are clearly worse.</source>
        <translation>Das entscheidet eine einfache Regel: die anderen Möglichkeiten sind deutlich schlechter.</translation>
    </message>
    <message>
        <source>This role is worth about {vp} VP to you now.</source>
        <translation>Diese Rolle bringt dir jetzt etwa {vp} SP.</translation>
    </message>
    <message>
        <source>You also take the {money} lying on it.</source>
        <translation>Außerdem nimmst du {money} von der Karte.</translation>
    </message>
    <message>
        <source>It also keeps the role from {player}, who would gain about {vp} VP with it.</source>
        <translation>Außerdem bekommt {player} die Rolle nicht, der damit etwa {vp} SP gewinnen würde.</translation>
    </message>
    <message>
        <source>Mind that {player} gains about {vp} VP from it too.</source>
        <translation>Beachte: auch {player} gewinnt dadurch etwa {vp} SP.</translation>
    </message>
    <message>
        <source>It raises your expected final score by about {vp} VP.</source>
        <translation>Das erhöht deine erwartete Endpunktzahl um etwa {vp} SP.</translation>
    </message>
    <message>
        <source>It lowers your expected final score by about {vp} VP for now; the search expects it to pay off later.</source>
        <translation>Das senkt deine erwartete Endpunktzahl vorerst um etwa {vp} SP; die Suche erwartet, dass es sich später auszahlt.</translation>
    </message>
    <message>
        <source>After it, the search puts your chance to win at about {percent} %.</source>
        <translation>Danach schätzt die Suche deine Siegchance auf etwa {percent} %.</translation>
    </message>
    <message>
        <source>{move}: {percent} % less chance to win</source>
        <translation>{move}: {percent} % weniger Siegchance</translation>
    </message>
</context>
<context>
    <name>KeyMoments</name>
    <message>
        <source>Key moments</source>
        <translation>Schlüsselmomente</translation>
    </message>
    <message>
        <source>Key moments of {player}</source>
        <translation>Schlüsselmomente von {player}</translation>
    </message>
    <message>
        <source>Stop and show results</source>
        <translation>Anhalten und Ergebnis zeigen</translation>
    </message>
    <message>
        <source>{percent} % analysed</source>
        <translation>{percent} % analysiert</translation>
    </message>
    <message>
        <source>The Expert goes through your decisions and compares each with the move it would have made. This can take a few minutes; you can stop at any time and see what it has found so far.</source>
        <translation>Der Experte geht deine Entscheidungen durch und vergleicht jede mit dem Zug, den er gemacht hätte. Das kann einige Minuten dauern; du kannst jederzeit anhalten und sehen, was er bis dahin gefunden hat.</translation>
    </message>
    <message>
        <source>The analysis failed:</source>
        <translation>Die Analyse ist fehlgeschlagen:</translation>
    </message>
    <message>
        <source>The Expert looked at {count} of your decisions. These cost you the most chance to win:</source>
        <translation>Der Experte hat {count} deiner Entscheidungen angesehen. Diese haben dich die meiste Siegchance gekostet:</translation>
    </message>
    <message>
        <source>No key mistakes: the Expert looked at {count} of your decisions, and none cost you more than {threshold} % chance to win against its own choice.</source>
        <translation>Keine entscheidenden Fehler: Der Experte hat {count} deiner Entscheidungen angesehen, und keine hat dich gegenüber seiner eigenen Wahl mehr als {threshold} % Siegchance gekostet.</translation>
    </message>
    <message>
        <source>The chances are the Expert&apos;s estimates from what you could see at the time, after a short search: a difference of a few per cent is within its margin of error.</source>
        <translation>Die Chancen schätzt der Experte nach einer kurzen Suche aus dem, was du damals sehen konntest: Ein Unterschied von wenigen Prozent liegt innerhalb seiner Fehlergrenze.</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. Among those, these cost you the most chance to win:</source>
        <translation>Du hast die Analyse nach {count} deiner {total} Entscheidungen angehalten. Davon haben dich diese am meisten Siegchance gekostet:</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. None of those cost you more than {threshold} % chance to win against the Expert&apos;s own choice.</source>
        <translation>Du hast die Analyse nach {count} deiner {total} Entscheidungen angehalten. Keine davon hat dich gegenüber der Wahl des Experten mehr als {threshold} % Siegchance gekostet.</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>In der Wiederholung zeigen</translation>
    </message>
    <message>
        <source>You played:</source>
        <translation>Du hast gespielt:</translation>
    </message>
    <message>
        <source>The Expert would have played:</source>
        <translation>Der Experte hätte gespielt:</translation>
    </message>
    <message>
        <source>Chance to win:</source>
        <translation>Siegchance:</translation>
    </message>
    <message>
        <source>Key moments…</source>
        <translation>Schlüsselmomente…</translation>
    </message>
    <message>
        <source>The three decisions that cost you most chance to win, and what the Expert would have played instead</source>
        <translation>Die drei Entscheidungen, die dich am meisten Siegchance gekostet haben, und was der Experte stattdessen gespielt hätte</translation>
    </message>
    <message>
        <source>Available when the game is over, for a game a person played in</source>
        <translation>Verfügbar nach dem Spielende, wenn ein Mensch mitgespielt hat</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>−{percent} % chance to win</source>
        <translation>−{percent} % Siegchance</translation>
    </message>
    <message>
        <source>{expert} % with the Expert&apos;s move, {played} % with yours</source>
        <translation>{expert} % mit dem Zug des Experten, {played} % mit deinem</translation>
    </message>
    <message>
        <source>Roles, builds and the councillor&apos;s cards are rated; paying, discarding, producing and selling follow a fixed rule.</source>
        <translation>Bewertet werden Rollen, Bauten und die Karten des Ratsherrn; Bezahlen, Abwerfen, Produzieren und Verkaufen folgen einer festen Regel.</translation>
    </message>
    <message>
        <source>Placing {colonists} and storing goods follow a fixed rule and are not rated.</source>
        <translation>Das Einsetzen der {colonists} und das Lagern von Waren folgen einer festen Regel und werden nicht bewertet.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Plays by simple rules of thumb and now and then makes a mistake.</source>
        <translation>Spielt nach einfachen Faustregeln und macht ab und zu einen Fehler.</translation>
    </message>
    <message>
        <source>Plays by rules of thumb and answers at once.</source>
        <translation>Spielt nach Faustregeln und antwortet sofort.</translation>
    </message>
    <message>
        <source>Tries its options out in hundreds of imagined continuations before it moves (about half a second a move).</source>
        <translation>Probiert vor jedem Zug seine Möglichkeiten in Hunderten gedachter Spielverläufe aus (etwa eine halbe Sekunde pro Zug).</translation>
    </message>
    <message>
        <source>Tries its options out in several times as many continuations as Hard (a few seconds a move).</source>
        <translation>Probiert seine Möglichkeiten in ein Vielfaches der Spielverläufe von „Schwer“ aus (einige Sekunden pro Zug).</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>{player}: unknown action {action}</source>
        <translation>{player}: unbekannter Zug {action}</translation>
    </message>
    <message>
        <source>{player} takes the {role} (+{doubloons})</source>
        <translation>{player} wird {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} takes the {role}</source>
        <translation>{player} wird {role}</translation>
    </message>
    <message>
        <source>{player} takes {tile}</source>
        <translation>{player} nimmt {tile}</translation>
    </message>
    <message>
        <source>{player} lays {tile} face down as a forest</source>
        <translation>{player} legt {tile} verdeckt als Wald aus</translation>
    </message>
    <message>
        <source>{player} draws {tile} from the face-down pile ({building})</source>
        <translation>{player} zieht {tile} vom verdeckten Stapel ({building})</translation>
    </message>
    <message>
        <source>{player} draws a face-down {plantation} ({building})</source>
        <translation>{player} zieht eine verdeckte {plantation} ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the {san_juan} space ({building})</source>
        <translation>{player} setzt einen {colonist} ins Feld {san_juan} ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the new tile ({building})</source>
        <translation>{player} setzt einen {colonist} auf das neue Plättchen ({building})</translation>
    </message>
    <message>
        <source>{player} takes one extra {colonist} ({role}&apos;s privilege)</source>
        <translation>{player} nimmt einen {colonist} extra (Privileg als {role})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} into the new building ({building})</source>
        <translation>{player} setzt einen {colonist} in das neue Gebäude ({building})</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({role}&apos;s privilege)</source>
        <translation>{player} nimmt einen Warenstein {good} extra (Privileg als {role})</translation>
    </message>
    <message>
        <source>{player} sells {good} for {doubloons}</source>
        <translation>{player} verkauft {good} für {doubloons}</translation>
    </message>
    <message>
        <source>{player} sells {good} to the supply for {doubloons} ({building})</source>
        <translation>{player} verkauft {good} an den Vorrat für {doubloons} ({building})</translation>
    </message>
    <message>
        <source>{player} buys {tile} from the face-down pile for {price} ({building})</source>
        <translation>{player} kauft {tile} vom verdeckten Stapel für {price} ({building})</translation>
    </message>
    <message>
        <source>{player} buys a face-down {plantation} for {price} ({building})</source>
        <translation>{player} kauft eine verdeckte {plantation} für {price} ({building})</translation>
    </message>
    <message>
        <source>{player} sells {tile} for {price} ({building})</source>
        <translation>{player} verkauft {tile} für {price} ({building})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {wharf} (+{vp})</source>
        <translation>{player} verschifft {goods} mit der {wharf} (+{vp})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {size}-ship (+{vp})</source>
        <translation>{player} verschifft {goods} auf das {size}er-Schiff (+{vp})</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}: {money} and the rest in kind at the {market}</source>
        <translation>{player} baut: {building} für {doubloons}: {money}, der Rest in Zahlung gegeben ({market})</translation>
    </message>
    <message>
        <source>{player} builds the {building} for free</source>
        <translation>{player} baut: {building} (kostenlos)</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}</source>
        <translation>{player} baut: {building} für {doubloons}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{size}-ship</source>
        <translation>{size}er-Schiff</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {where} (+{vp}, +{doubloons})</source>
        <translation>{player} verschifft {goods}: {where} (+{vp}, +{doubloons})</translation>
    </message>
    <message>
        <source>{player} keeps {kept} and returns {barrels}</source>
        <translation>{player} behält {kept} und gibt {barrels} zurück</translation>
    </message>
    <message>
        <source>{player} keeps {kept}</source>
        <translation>{player} behält {kept}</translation>
    </message>
    <message>
        <source>{player} returns {barrels}</source>
        <translation>{player} gibt {barrels} zurück</translation>
    </message>
    <message>
        <source>{player} has no goods to store</source>
        <translation>{player} hat keine Waren zu lagern</translation>
    </message>
    <message>
        <source>{player} takes no {plantation}</source>
        <translation>{player} nimmt keine {plantation}</translation>
    </message>
    <message>
        <source>{player} builds nothing</source>
        <translation>{player} baut nichts</translation>
    </message>
    <message>
        <source>{player} sells nothing</source>
        <translation>{player} verkauft nichts</translation>
    </message>
    <message>
        <source>{player} ships nothing</source>
        <translation>{player} verschifft nichts</translation>
    </message>
    <message>
        <source>{player} takes no extra good</source>
        <translation>{player} nimmt keine Extra-Ware</translation>
    </message>
    <message>
        <source>{player} does without the extra {colonist}</source>
        <translation>{player} verzichtet auf den zusätzlichen {colonist}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passt</translation>
    </message>
    <message>
        <source>{player} takes a second extra {colonist} ({building})</source>
        <translation>{player} nimmt einen zweiten {colonist} extra ({building})</translation>
    </message>
    <message>
        <source>{n}&#xa0;× {place}</source>
        <translation>{n}&#xa0;× {place}</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}, but no {colonists} are left</source>
        <translation>{festival}: {player} hat zuerst {goal}, aber es sind keine {colonists} mehr da</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal} and gets {reward} to place</source>
        <translation>{festival}: {player} hat zuerst {goal} und bekommt {reward} zum Einsetzen</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}: {reward} on the {san_juan} space</source>
        <translation>{festival}: {player} hat zuerst {goal}: {reward} ins Feld {san_juan}</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to produce {goal} (+{reward})</source>
        <translation>{festival}: {player} produziert zuerst {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to build the {goal} (+{reward})</source>
        <translation>{festival}: {player} baut zuerst das Gebäude {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{place}&#xa0;({n})</source>
        <translation>{place}&#xa0;({n})</translation>
    </message>
    <message>
        <source>{san_juan}: {n}</source>
        <translation>{san_juan}: {n}</translation>
    </message>
    <message>
        <source>{player} places {n} {colonists}: {places}</source>
        <translation>{player} setzt {n} {colonists} ein: {places}</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({building})</source>
        <translation>{player} nimmt noch einen Warenstein {good} ({building})</translation>
    </message>
    <message>
        <source>{player} produces {goods}</source>
        <translation>{player} produziert {goods}</translation>
    </message>
    <message>
        <source>Nobody produces anything</source>
        <translation>Niemand produziert etwas</translation>
    </message>
    <message>
        <source>{player}&apos;s {city} is full: the game ends {after_this_round}.</source>
        <translation>Die {city} von {player} ist voll: Das Spiel endet {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because {player}&apos;s {city} was full.</source>
        <translation>Das Spiel endete, weil die {city} von {player} voll war.</translation>
    </message>
    <message>
        <source>The victory point chips are used up: the game ends {after_this_round}.</source>
        <translation>Die SP-Chips sind aufgebraucht: Das Spiel endet {after_this_round}.</translation>
    </message>
    <message>
        <source>The {ship} can no longer be filled: the game ends {after_this_round}.</source>
        <translation>Das {ship} kann nicht mehr gefüllt werden: Das Spiel endet {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because the victory point chips were used up.</source>
        <translation>Das Spiel endete, weil die SP-Chips aufgebraucht waren.</translation>
    </message>
    <message>
        <source>The game ended because the {ship} could no longer be filled.</source>
        <translation>Das Spiel endete, weil das {ship} nicht mehr gefüllt werden konnte.</translation>
    </message>
    <message>
        <source>{round} · {governor}: {name}</source>
        <translation>{round} · {governor}: {name}</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost}, with its twin)</source>
        <translation>{player} legt auf den Plan: {building} ({cost}, beide Exemplare)</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost})</source>
        <translation>{player} legt auf den Plan: {building} ({cost})</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>{player} trades in a VP chip at the {market}</source>
        <translation>{player} gibt einen SP-Chip in Zahlung ({market})</translation>
    </message>
    <message>
        <source>{player} trades in {goods} at the {market}</source>
        <translation>{player} gibt {goods} in Zahlung ({market})</translation>
    </message>
    <message>
        <source>{player} trades in a {noble} ({place}) at the {market}</source>
        <translation>{player} gibt einen {noble} in Zahlung ({place}; {market})</translation>
    </message>
    <message>
        <source>{player} trades in a {colonist} ({place}) at the {market}</source>
        <translation>{player} gibt einen {colonist} in Zahlung ({place}; {market})</translation>
    </message>
    <message>
        <source>{player} gets {gains} ({buildings})</source>
        <translation>{player} erhält {gains} ({buildings})</translation>
    </message>
    <message>
        <source>{player} takes the {noble} from the {ship}</source>
        <translation>{player} nimmt den {noble} vom {ship}</translation>
    </message>
    <message>
        <source>{player} gets a {noble} ({building})</source>
        <translation>{player} erhält einen {noble} ({building})</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face up: {tile}</source>
        <translation>{player} legt das gezogene Plättchen offen aus: {tile}</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face down as a forest</source>
        <translation>{player} legt das gezogene Plättchen verdeckt als Wald aus</translation>
    </message>
    <message>
        <source>{player} moves a guest ({noble}) from the {house} into the {place}</source>
        <translation>{player} setzt einen Gast ({noble}) vom Gebäude {house} ins Gebäude {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest ({colonist}) from the {house} into the {place}</source>
        <translation>{player} setzt einen Gast ({colonist}) vom Gebäude {house} ins Gebäude {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} into the {place}</source>
        <translation>{player} setzt einen Gast vom Gebäude {house} ins Gebäude {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} onto {place}</source>
        <translation>{player} setzt einen Gast vom Gebäude {house} auf {place}</translation>
    </message>
    <message>
        <source>{player} leaves the guests where they are</source>
        <translation>{player} lässt die Gäste, wo sie sind</translation>
    </message>
    <message>
        <source>{player} gives up {tile} ({building})</source>
        <translation>{player} gibt {tile} ab ({building})</translation>
    </message>
    <message>
        <source>{player} keeps all tiles ({building})</source>
        <translation>{player} behält alle Plättchen ({building})</translation>
    </message>
    <message>
        <source>a forest ({good})</source>
        <translation>einen Wald ({good})</translation>
    </message>
    <message>
        <source>{player} gives {goods} to the {building} (+{vp})</source>
        <translation>{player} gibt {goods} ab ({building}, +{vp})</translation>
    </message>
    <message>
        <source>{player} gives nothing to the {building}</source>
        <translation>{player} gibt nichts ab ({building})</translation>
    </message>
    <message>
        <source>{player} loads {goods} onto the {building}</source>
        <translation>{player} lädt {goods} ein ({building})</translation>
    </message>
    <message>
        <source>{player} ships {barrels} on the {building}: {earns}</source>
        <translation>{player} verschifft {barrels} ({building}): {earns}</translation>
    </message>
    <message>
        <source>{player} puts a {noble} in: {buildings}</source>
        <translation>{player} setzt einen {noble} ein: {buildings}</translation>
    </message>
    <message>
        <source>{player} puts {nobles} in: {buildings}</source>
        <translation>{player} setzt die {nobles} ein: {buildings}</translation>
    </message>
    <message>
        <source>{player} keeps {colonists} in: {buildings}</source>
        <translation>{player} besetzt weiterhin mit {colonists}: {buildings}</translation>
    </message>
    <message>
        <source>{player} places a {colonist}: {place}</source>
        <translation>{player} setzt einen {colonist} ein: {place}</translation>
    </message>
    <message>
        <source>{player} sends {workers} back to the supply</source>
        <translation>{player} gibt {workers} in den Vorrat zurück</translation>
    </message>
    <message>
        <source>{player} puts {workers} on the {san_juan} space</source>
        <translation>{player} setzt {workers} ins Feld {san_juan}</translation>
    </message>
    <message>
        <source>{player} plunders the empty trading house</source>
        <translation>{player} plündert das leere Handelshaus</translation>
    </message>
    <message>
        <source>{player} plunders the trading house: {goods} back to the supply (+{vp})</source>
        <translation>{player} plündert das Handelshaus: {goods} zurück in den Vorrat (+{vp})</translation>
    </message>
    <message>
        <source>{player} poaches, but the {ship} has no {colonist} to spare</source>
        <translation>{player} wirbt ab, aber das {ship} hat keinen {colonist} übrig</translation>
    </message>
    <message>
        <source>{player} poaches {workers} from the {ship} and keeps {kept}</source>
        <translation>{player} wirbt {workers} vom {ship} ab und behält {kept}</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept} ({barrels} back)</source>
        <translation>{player} überfällt das {ship} und behält {kept} ({barrels} zurück)</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept}</source>
        <translation>{player} überfällt das {ship} und behält {kept}</translation>
    </message>
    <message>
        <source>{player} swaps the {role} (+{doubloons})</source>
        <translation>{player} tauscht die Rolle {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} swaps the {role}</source>
        <translation>{player} tauscht die Rolle {role}</translation>
    </message>
    <message>
        <source>{owner} gets {doubloons}: {player} took the swapped {role}</source>
        <translation>{owner} bekommt {doubloons}: {player} nahm die getauschte Rolle {role}</translation>
    </message>
    <message>
        <source>Nobody took the swapped {role}: {player} plays it as the round ends</source>
        <translation>Niemand nahm die getauschte Rolle {role}: {player} spielt sie am Rundenende</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>Meinen letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>What should I do? (&amp;hint)</source>
        <translation>Was soll ich tun? (&amp;Tipp)</translation>
    </message>
    <message>
        <source>S&amp;cores…</source>
        <translation>&amp;Punktestand…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;About Puerto Rico</source>
        <translation>Ü&amp;ber Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Every move of a game is written here, round by round.</source>
        <translation>Hier steht jeder Zug einer Partie, Runde für Runde.</translation>
    </message>
    <message>
        <source>Undo waits until the next person has taken over the screen.</source>
        <translation>Rückgängig wartet, bis die nächste Person den Bildschirm übernommen hat.</translation>
    </message>
    <message>
        <source>Undo takes back only your own decisions since the screen came to you: another person has decided since.</source>
        <translation>Rückgängig nimmt nur deine eigenen Entscheidungen zurück, seit der Bildschirm bei dir ist: Inzwischen hat eine andere Person entschieden.</translation>
    </message>
    <message>
        <source>The game is over: no decision can be taken back.</source>
        <translation>Das Spiel ist vorbei: Keine Entscheidung kann mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Undo goes back only to where something hidden last came up (cards drawn, plantations turned up): what came up cannot go back unseen.</source>
        <translation>Rückgängig geht nur bis dahin zurück, wo zuletzt etwas Verdecktes ans Licht kam (Karten gezogen, Plantagen aufgedeckt): Was aufgedeckt wurde, kann nicht ungesehen zurück.</translation>
    </message>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>{file} – Puerto Rico</source>
        <translation>{file} – Puerto Rico</translation>
    </message>
    <message>
        <source>No game: choose {menu}</source>
        <translation>Kein Spiel: Wähle {menu}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Warte auf {name}</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, du bist dran</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically. Save it with File › Save as… in a folder you may write to.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden. Speichere es mit Datei › Speichern unter… in einem Ordner, in den du schreiben darfst.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English): {reason}</source>
        <translation>Einzelheiten für einen Fehlerbericht (auf Englisch): {reason}</translation>
    </message>
    <message>
        <source>The unfinished game is kept: File › Recent games › Unfinished games.</source>
        <translation>Das unbeendete Spiel bleibt erhalten: Datei › Zuletzt gespielt › Unbeendete Spiele.</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;The board game by Andreas Seyfarth for two to five players, with the four expansions of the 1897 box, and its card game for two to four players with its expansion: against computer opponents or with friends at one screen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Das Brettspiel von Andreas Seyfarth für zwei bis fünf Spieler, mit den vier Erweiterungen der 1897-Schachtel, und sein Kartenspiel für zwei bis vier Spieler mit seiner Erweiterung: gegen Computergegner oder mit Freunden an einem Bildschirm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Puerto Rico</source>
        <translation>Über Puerto Rico</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message numerus="yes">
        <source>%n colonist(s)</source>
        <translation>
            <numerusform>%n Kolonist</numerusform>
            <numerusform>%n Kolonisten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n doubloon(s)</source>
        <translation>
            <numerusform>%n Dublone</numerusform>
            <numerusform>%n Dublonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n Warenstein</numerusform>
            <numerusform>%n Warensteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n Adliger</numerusform>
            <numerusform>%n Adlige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n Wald</numerusform>
            <numerusform>%n Wälder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n Mais</numerusform>
            <numerusform>%n Mais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n indigo</source>
        <translation>
            <numerusform>%n Indigo</numerusform>
            <numerusform>%n Indigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n Zucker</numerusform>
            <numerusform>%n Zucker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n Tabak</numerusform>
            <numerusform>%n Tabak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n Kaffee</numerusform>
            <numerusform>%n Kaffee</numerusform>
        </translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>Settler phase</source>
        <translation>Siedlerphase</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Bürger­meister</translation>
    </message>
    <message>
        <source>Mayor phase</source>
        <translation>Bürgermeisterphase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bau­meister</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Baumeisterphase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Aufseher</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Aufseherphase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Händlerphase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Kapitänphase</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Gold­sucher</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Zucker</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Kaffee</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>Zucker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>Kaffee</translation>
    </message>
    <message>
        <source>Corn plantation</source>
        <translation>Maisplantage</translation>
    </message>
    <message>
        <source>Indigo plantation</source>
        <translation>Indigoplantage</translation>
    </message>
    <message>
        <source>Sugar plantation</source>
        <translation>Zuckerplantage</translation>
    </message>
    <message>
        <source>Tobacco plantation</source>
        <translation>Tabakplantage</translation>
    </message>
    <message>
        <source>Coffee plantation</source>
        <translation>Kaffeeplantage</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <source>a corn plantation</source>
        <translation>eine Maisplantage</translation>
    </message>
    <message>
        <source>an indigo plantation</source>
        <translation>eine Indigoplantage</translation>
    </message>
    <message>
        <source>a sugar plantation</source>
        <translation>eine Zuckerplantage</translation>
    </message>
    <message>
        <source>a tobacco plantation</source>
        <translation>eine Tabakplantage</translation>
    </message>
    <message>
        <source>a coffee plantation</source>
        <translation>eine Kaffeeplantage</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>einen Steinbruch</translation>
    </message>
    <message>
        <source>Small Indigo Plant</source>
        <translation>Kleine Indigo­küperei</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Kleine Zucker­mühle</translation>
    </message>
    <message>
        <source>Indigo Plant</source>
        <translation>Indigo­küperei</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Zucker­mühle</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tabak­speicher</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Kaffee­rösterei</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Kleine Markt­halle</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Hazienda</translation>
    </message>
    <message>
        <source>Construction Hut</source>
        <translation>Bauhütte</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Kleines Lager­haus</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>Hospiz</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Kontor</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Große Markt­halle</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Großes Lager­haus</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Manu­faktur</translation>
    </message>
    <message>
        <source>University</source>
        <translation>Univer­sität</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Zunft­halle</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residenz</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Zollhaus</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Rathaus</translation>
    </message>
    <message>
        <source>Prospector phase</source>
        <translation>Goldsucherphase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aquädukt</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Forst­haus</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Schwarz­markt</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Lager­halle</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Gäste­haus</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handels­posten</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Kleine Werft</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Leucht­turm</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Spezial­fabrik</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblio­thek</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Gewerkschafts­haus</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Landamt</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Jagdhaus</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Bauamt</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Hof­lieferant</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Juwelier</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Königs­garten</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>Kolonisten</translation>
    </message>
    <message>
        <source>colonists</source>
        <translation>Kolonisten</translation>
    </message>
    <message>
        <source>Colonists</source>
        <translation>Kolonisten</translation>
    </message>
    <message>
        <source>doubloon</source>
        <translation>Dublone</translation>
    </message>
    <message>
        <source>doubloons</source>
        <translation>Dublonen</translation>
    </message>
    <message>
        <source>Doubloons</source>
        <translation>Dublonen</translation>
    </message>
    <message>
        <source>Colonist ship</source>
        <translation>Kolonisten­schiff</translation>
    </message>
    <message>
        <source>colonist ship</source>
        <translation>Kolonistenschiff</translation>
    </message>
    <message>
        <source>Colonist supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>San Juan</source>
        <translation>San Juan</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Plantations</source>
        <translation>Plantagen</translation>
    </message>
    <message>
        <source>plantations</source>
        <translation>Plantagen</translation>
    </message>
    <message>
        <source>plantation</source>
        <translation>Plantage</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzte Runde</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>nach dieser Runde</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>nach dieser Runde</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>Adligen</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>Adligen</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Adlige</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>Warenstein</translation>
    </message>
    <message>
        <source>barrels</source>
        <translation>Warensteine</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Schmuggler</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Schmugglerphase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>Steckbrief</translation>
    </message>
</context>
<context>
    <name>Names1897</name>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n Arbeiter</numerusform>
            <numerusform>%n Arbeiter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crate(s)</source>
        <translation>
            <numerusform>%n Warenstein</numerusform>
            <numerusform>%n Warensteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n Bürger</numerusform>
            <numerusform>%n Bürger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n Wald</numerusform>
            <numerusform>%n Wälder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n Mais</numerusform>
            <numerusform>%n Mais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fruit</source>
        <translation>
            <numerusform>%n Frucht</numerusform>
            <numerusform>%n Früchte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n Zucker</numerusform>
            <numerusform>%n Zucker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n Tabak</numerusform>
            <numerusform>%n Tabak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n Kaffee</numerusform>
            <numerusform>%n Kaffee</numerusform>
        </translation>
    </message>
    <message>
        <source>Planter</source>
        <translation>Pflanzer</translation>
    </message>
    <message>
        <source>Planter phase</source>
        <translation>Pflanzphase</translation>
    </message>
    <message>
        <source>Recruiter</source>
        <translation>Anwerber</translation>
    </message>
    <message>
        <source>Recruiter phase</source>
        <translation>Anwerbephase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bau­meister</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Bauphase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Produzent</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Produktionsphase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Handelsphase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Lieferphase</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Abenteu­rer</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Früchte</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Zucker</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Kaffee</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>fruit</source>
        <translation>Früchte</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>Zucker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>Kaffee</translation>
    </message>
    <message>
        <source>Corn estate</source>
        <translation>Maisplantage</translation>
    </message>
    <message>
        <source>Fruit estate</source>
        <translation>Fruchtplantage</translation>
    </message>
    <message>
        <source>Sugar estate</source>
        <translation>Zuckerplantage</translation>
    </message>
    <message>
        <source>Tobacco estate</source>
        <translation>Tabakplantage</translation>
    </message>
    <message>
        <source>Coffee estate</source>
        <translation>Kaffeeplantage</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <source>a corn estate</source>
        <translation>eine Maisplantage</translation>
    </message>
    <message>
        <source>a fruit estate</source>
        <translation>eine Fruchtplantage</translation>
    </message>
    <message>
        <source>a sugar estate</source>
        <translation>eine Zuckerplantage</translation>
    </message>
    <message>
        <source>a tobacco estate</source>
        <translation>eine Tabakplantage</translation>
    </message>
    <message>
        <source>a coffee estate</source>
        <translation>eine Kaffeeplantage</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>einen Steinbruch</translation>
    </message>
    <message>
        <source>Small Fruit Depot</source>
        <translation>Kleines Fruchte­lager</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Kleine Zucker­mühle</translation>
    </message>
    <message>
        <source>Large Fruit Depot</source>
        <translation>Großes Fruchte­lager</translation>
    </message>
    <message>
        <source>Large Sugar Mill</source>
        <translation>Große Zucker­mühle</translation>
    </message>
    <message>
        <source>Large Tobacco Storage</source>
        <translation>Tabak­speicher</translation>
    </message>
    <message>
        <source>Large Coffee Roaster</source>
        <translation>Kaffee­rösterei</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Kleine Markt­halle</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Hazienda</translation>
    </message>
    <message>
        <source>Builder&apos;s Yard</source>
        <translation>Bauhof</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Kleines Lager­haus</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Kranken­haus</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Kontor</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Große Markt­halle</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Großes Lager­haus</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Fire Station</source>
        <translation>Feuer­wache</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residenz</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Zollhaus</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Gouverneurs­palast</translation>
    </message>
    <message>
        <source>Adventurer phase</source>
        <translation>Abenteurerphase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Holz­lager</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Schwarz­markt</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Lager­halle</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Bohio</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handels­posten</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Kleine Werft</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Leucht­turm</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Destille</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Verlags­haus</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Versammlungs­halle</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kathe­drale</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Kataster­amt</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Park­behörde</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Notariat</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Versorgungs­amt</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Schneide­rei</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Stadt­platz</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>Münze</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Work register</source>
        <translation>Arbeits­register</translation>
    </message>
    <message>
        <source>work register</source>
        <translation>Arbeitsregister</translation>
    </message>
    <message>
        <source>Worker supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <source>Countryside</source>
        <translation>Anbaufläche</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>Anbaufläche</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Plantagen</translation>
    </message>
    <message>
        <source>estates</source>
        <translation>Plantagen</translation>
    </message>
    <message>
        <source>estate</source>
        <translation>Plantage</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Durchgang %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beige</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzter Durchgang</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>nach diesem Durchgang</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>nach diesem Durchgang</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>Bürger</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>Bürger</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Bürger</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>crate</source>
        <translation>Warenstein</translation>
    </message>
    <message>
        <source>crates</source>
        <translation>Warensteine</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Schmuggler</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Schmugglerphase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>Steckbrief</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Puerto Rico (classic)</source>
        <translation>Puerto Rico (klassisch)</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (das Brettspiel)</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – Das Kartenspiel</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>Seat &amp;{n}</source>
        <translation>Platz &amp;{n}</translation>
    </message>
    <message>
        <source>Seat {n}: person or computer</source>
        <translation>Platz {n}: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>Platz {n}: Stufe</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Variant set-up: deal 5 to 8 cards, each player keeps 4 of them</source>
        <translation>Varian&amp;te: 5 bis 8 Karten austeilen, jeder behält 4 davon</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl Spieler:</translation>
    </message>
    <message>
        <source>&amp;Edition and naming:</source>
        <translation>Aus&amp;gabe und Namen:</translation>
    </message>
    <message>
        <source>Keep VP chips &amp;hidden (face down)</source>
        <translation>SP-Chips &amp;verdeckt halten</translation>
    </message>
    <message>
        <source>&amp;Fixed seed (the same seed deals the same game):</source>
        <translation>&amp;Fester Startwert (gleicher Startwert, gleiches Spiel):</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players (in seating order; the governor is drawn by lot)</source>
        <translation>Spieler (in Sitzreihenfolge; der Gouverneur wird ausgelost)</translation>
    </message>
    <message>
        <source>Draft at the table (the players choose)</source>
        <translation>Auswahl am Tisch (die Spieler wählen)</translation>
    </message>
    <message>
        <source>A random set</source>
        <translation>Eine zufällige Auswahl</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings</source>
        <translation>Die Gebäude des Grundspiels</translation>
    </message>
    <message>
        <source>The saved set (last drafted or chosen)</source>
        <translation>Die gespeicherte Auswahl (zuletzt gewählt)</translation>
    </message>
    <message>
        <source>Before the first round the players take turns, the governor first, putting one building of the base game or of the expansion on a free space of its cost, until the board is full.</source>
        <translation>Vor der ersten Runde legen die Spieler reihum, beginnend beim Gouverneur, je ein Gebäude des Grundspiels oder der Erweiterung auf ein freies Feld mit seinen Baukosten, bis der Plan voll ist.</translation>
    </message>
    <message>
        <source>A building of the base game or of the expansion on every space, drawn at random.</source>
        <translation>Auf jedem Feld ein Gebäude des Grundspiels oder der Erweiterung, zufällig gezogen.</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings; the expansion brings only its forests.</source>
        <translation>Die Gebäude des Grundspiels; die Erweiterung bringt nur ihre Wälder.</translation>
    </message>
    <message>
        <source>The same buildings as last time: {names}.</source>
        <translation>Dieselben Gebäude wie beim letzten Mal: {names}.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>1. Erweiterung: neue Gebäude und Wälder</translation>
    </message>
    <message>
        <source>Fourteen new buildings compete with the base game&apos;s for the board; with the {forest_house} a face-down tile may be laid as a forest.</source>
        <translation>Vierzehn neue Gebäude konkurrieren mit denen des Grundspiels um den Ablageplan; mit dem Gebäude {forest_house} darf ein verdecktes Plättchen als Wald ausgelegt werden.</translation>
    </message>
    <message>
        <source>&amp;Buildings:</source>
        <translation>Gebä&amp;ude:</translation>
    </message>
    <message>
        <source>Expansion II: {nobles}</source>
        <translation>2. Erweiterung: {nobles}</translation>
    </message>
    <message>
        <source>A {noble} arrives on the {ship} instead of a {colonist}; eight more buildings, some working differently with a {noble} in them; each {noble} is worth 1 VP at the end.</source>
        <translation>Das {ship} bringt jedes Mal einen {noble} statt einem {colonist}; acht weitere Gebäude, manche wirken mit einem {noble} anders; für jeden {noble} gibt es am Ende 1 SP.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>3. Erweiterung: {smuggler}</translation>
    </message>
    <message>
        <source>One more role card: the {smuggler} raids a cargo ship, plunders the trading house, poaches {colonists} or swaps a role. Whoever took him last holds the {wanted} and must wait for someone else to take him.</source>
        <translation>Eine Rollenkarte mehr: Der {smuggler} überfällt ein Schiff, plündert das Handelshaus, wirbt {colonists} ab oder tauscht eine Rolle. Wer ihn zuletzt nahm, hat den {wanted} und muss warten, bis ein anderer ihn nimmt.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>4. Erweiterung: {festival}</translation>
    </message>
    <message>
        <source>Three goals drawn at the start — three {plantations} of one kind, three goods produced at once, one building — each rewarded once, to whoever meets it first: 3 {colonists}, 3 {doubloons} or 3 VP.</source>
        <translation>Drei Aufgaben, zu Beginn gezogen – drei {plantations} einer Sorte, drei Waren auf einmal produziert, ein Gebäude –, je einmal belohnt, für die Person, die sie zuerst erfüllt: 3 {colonists}, 3 {doubloons} oder 3 SP.</translation>
    </message>
    <message>
        <source>Expansion: {title}</source>
        <translation>Erweiterung: {title}</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck, and the {cathedral} lies face up beside the trading house for anybody to build.</source>
        <translation>{count} neue Stadtgebäude werden in den Stapel gemischt, und die {cathedral} liegt offen neben dem Handelshaus; jeder darf sie bauen.</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Choosing a role</source>
        <translation>Rollenwahl</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · {last_round}</source>
        <translation>{title} · {last_round}</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Gebäudeauswahl</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <source>Before the final scoring</source>
        <translation>Vor der Schlusswertung</translation>
    </message>
    <message>
        <source>{festival}: {Colonists}</source>
        <translation>{festival}: {Colonists}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Schlusswertung</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Choose a role card. {Doubloons} lying on a card are yours if you take it.</source>
        <translation>Wähle eine Rollenkarte. {Doubloons} auf der Karte bekommst du dazu.</translation>
    </message>
    <message>
        <source>A quarry is allowed for you too.</source>
        <translation>Du darfst auch einen Steinbruch nehmen.</translation>
    </message>
    <message>
        <source>Your {building} lets you first draw a face-down tile.</source>
        <translation>Mit dem Gebäude {building} darfst du zuerst ein verdecktes Plättchen ziehen.</translation>
    </message>
    <message>
        <source>With your {building} you may lay it face down as a forest instead (the buttons).</source>
        <translation>Mit dem Gebäude {building} darfst du es stattdessen verdeckt als Wald auslegen (die Knöpfe).</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: drag one more tile onto your {island} (or double-click it), or pass.</source>
        <translation>Das Gebäude {building} verdoppelt das Privileg: Ziehe noch ein Plättchen auf deine {island} (oder doppelklicke es) oder passe.</translation>
    </message>
    <message>
        <source>Drag a tile from the offer onto your {island} (or double-click it), or pass.</source>
        <translation>Ziehe ein Plättchen aus der Auslage auf deine {island} (oder doppelklicke darauf) oder passe.</translation>
    </message>
    <message>
        <source>Your {building}: take a {colonist} from the supply? A forest takes none, so it waits on the {san_juan} space.</source>
        <translation>{building}: Einen {colonist} aus dem Vorrat nehmen? Auf einem Wald arbeitet niemand, also wartet er im Feld {san_juan}.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply on your new tile?</source>
        <translation>{building}: Einen {colonist} aus dem Vorrat auf dein neues Plättchen setzen?</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: take a second extra {colonist} from the supply?</source>
        <translation>Das Gebäude {building} verdoppelt das Privileg: Einen zweiten {colonist} extra aus dem Vorrat nehmen?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: take one extra {colonist} from the supply?</source>
        <translation>Privileg als {role}: Einen zusätzlichen {colonist} aus dem Vorrat nehmen?</translation>
    </message>
    <message>
        <source>You cannot afford a building; pass.</source>
        <translation>Du kannst dir kein Gebäude leisten; passe.</translation>
    </message>
    <message>
        <source>Drag a building from the market into your {city} (you have {doubloons}), or pass.</source>
        <translation>Ziehe ein Gebäude vom Markt in deine {city} (du hast {doubloons}) oder passe.</translation>
    </message>
    <message>
        <source>Short of money, your {market} takes a VP chip, a {barrel} and a {colonist} for one {doubloon} each.</source>
        <translation>Fehlt dir Geld, nimmt das Gebäude {market} einen SP-Chip, einen {barrel} und einen {colonist} für je eine {doubloon} in Zahlung.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply into the new building?</source>
        <translation>{building}: Einen {colonist} aus dem Vorrat in das neue Gebäude setzen?</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>Das Handelshaus nimmt keine deiner Waren.</translation>
    </message>
    <message>
        <source>You have nothing the trading house takes; pass.</source>
        <translation>Das Handelshaus nimmt keine deiner Waren; passe.</translation>
    </message>
    <message>
        <source>Drag one of your goods into the trading house to sell it, or pass.</source>
        <translation>Ziehe eine deiner Waren ins Handelshaus, um sie zu verkaufen, oder passe.</translation>
    </message>
    <message>
        <source>Your {building} sells any good straight to the supply instead (the buttons; no market bonus).</source>
        <translation>Mit dem Gebäude {building} verkaufst du stattdessen eine beliebige Ware direkt an den Vorrat (die Knöpfe; ohne Marktbonus).</translation>
    </message>
    <message>
        <source>Your {building} may first buy the top face-down {plantation} for {price}.</source>
        <translation>Mit dem Gebäude {building} darfst du vorher die oberste verdeckte {plantation} für {price} kaufen.</translation>
    </message>
    <message>
        <source>Your {building} may first sell one of your {plantations} or forests for {price}.</source>
        <translation>Mit dem Gebäude {building} darfst du vorher eine deiner {plantations} oder einen Wald für {price} verkaufen.</translation>
    </message>
    <message>
        <source>You cannot ship anything; pass.</source>
        <translation>Du kannst nichts verschiffen; passe.</translation>
    </message>
    <message>
        <source>No cargo ship can take your goods.</source>
        <translation>Kein Schiff kann deine Waren nehmen.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship or your {wharf}. You must ship while you can.</source>
        <translation>Ziehe Waren auf ein Schiff oder deine {wharf}. Du musst verschiffen, solange du kannst.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship. You must ship while you can.</source>
        <translation>Ziehe Waren auf ein Schiff. Du musst verschiffen, solange du kannst.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} loose {barrels} with your {building}, plus all {barrels} of the kinds in your warehouses. The rest goes back.</source>
        <translation>Wähle, was du behältst – bis zu {n} einzelne {barrels} mit dem Gebäude {building}, dazu alle {barrels} der Sorten in deinen Lagerhäusern. Der Rest geht zurück.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} {barrels} with your {building}. The rest goes back.</source>
        <translation>Wähle, was du behältst – bis zu {n} {barrels} mit dem Gebäude {building}. Der Rest geht zurück.</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: one more {barrel} of another kind you just produced?</source>
        <translation>Das Gebäude {building} verdoppelt das Privileg: Noch einen {barrel} einer anderen Sorte, die du gerade produziert hast?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: choose one more {barrel} of a kind you just produced.</source>
        <translation>Privileg als {role}: Wähle einen weiteren {barrel} einer eben produzierten Sorte.</translation>
    </message>
    <message>
        <source>Arrange your {n}. Drag them between the {san_juan} space and the circles of your tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.</source>
        <translation>Zu verteilen: {n}. Ziehe zwischen dem Feld {san_juan} und den Kreisen deiner Plättchen und Gebäude hin und her, dann klicke auf Fertig. Solange ein Kreis frei ist, darfst du keinen {colonist} warten lassen.</translation>
    </message>
    <message>
        <source>Choose the one {barrel} you keep. The rest goes back.</source>
        <translation>Wähle den einen {barrel}, den du behältst. Der Rest geht zurück.</translation>
    </message>
    <message>
        <source>{player} is choosing a role …</source>
        <translation>{player} wählt eine Rolle …</translation>
    </message>
    <message>
        <source>{player} is choosing a tile …</source>
        <translation>{player} wählt ein Plättchen …</translation>
    </message>
    <message>
        <source>{player} is deciding on an extra {colonist} …</source>
        <translation>{player} entscheidet über einen zusätzlichen {colonist} …</translation>
    </message>
    <message>
        <source>{player} is arranging {colonists} …</source>
        <translation>{player} verteilt {colonists} …</translation>
    </message>
    <message>
        <source>{player} is choosing a building …</source>
        <translation>{player} wählt ein Gebäude …</translation>
    </message>
    <message>
        <source>{player} is choosing an extra good …</source>
        <translation>{player} wählt eine Extra-Ware …</translation>
    </message>
    <message>
        <source>{player} is deciding what to sell …</source>
        <translation>{player} überlegt, was verkauft wird …</translation>
    </message>
    <message>
        <source>{player} is loading goods …</source>
        <translation>{player} verlädt Waren …</translation>
    </message>
    <message>
        <source>{player} is choosing what to keep …</source>
        <translation>{player} wählt, was gelagert wird …</translation>
    </message>
    <message numerus="yes">
        <source>Choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your warehouses. The rest goes back.</source>
        <translation>
            <numerusform>Wähle, was du behältst – einen {barrel} und alle {barrels} einer Sorte in deinem Lagerhaus. Der Rest geht zurück.</numerusform>
            <numerusform>Wähle, was du behältst – einen {barrel} und alle {barrels} von %n Sorten in deinen Lagerhäusern. Der Rest geht zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building onto a free space of the board that costs as much (or double-click it).</source>
        <translation>Ziehe ein Gebäude auf ein freies Feld des Plans mit denselben Baukosten (oder doppelklicke es).</translation>
    </message>
    <message>
        <source>{player} is choosing a building for the board …</source>
        <translation>{player} wählt ein Gebäude für den Plan …</translation>
    </message>
    <message>
        <source>To do now: {decide}.</source>
        <translation>Jetzt zu tun: {decide}.</translation>
    </message>
    <message>
        <source>{player} is deciding …</source>
        <translation>{player} entscheidet …</translation>
    </message>
    <message>
        <source>Your {market}: the {building} still costs {due}. Pay the rest in kind, one {doubloon} each: a VP chip, then a {barrel}, then a {colonist} — at most one of each. Drag them onto your {market} or the {building}, or use the buttons.</source>
        <translation>{market}: Das Gebäude {building} kostet noch {due}. Gib den Rest in Zahlung, je Stück eine {doubloon}: erst einen SP-Chip, dann einen {barrel}, dann einen {colonist} – von jedem höchstens eins. Zieh sie auf deinen {market} oder das Gebäude {building}, oder nimm die Knöpfe.</translation>
    </message>
    <message>
        <source>{player} is paying at the {market} …</source>
        <translation>{player} bezahlt mit dem Gebäude {market} …</translation>
    </message>
    <message>
        <source>You drew {tile}. Your {building}: lay it face up, or face down as a forest?</source>
        <translation>Du hast {tile} gezogen. {building}: Offen auslegen oder verdeckt als Wald?</translation>
    </message>
    <message>
        <source>{player} is looking at a face-down tile …</source>
        <translation>{player} sieht sich ein verdecktes Plättchen an …</translation>
    </message>
    <message>
        <source>You may also move a guest: drag it from your {building} onto a free circle or an empty {plantation}, or use the buttons with a guest.</source>
        <translation>Du darfst auch einen Gast umsetzen: Zieh ihn aus dem Gebäude {building} auf einen freien Kreis oder eine leere {plantation}, oder nimm die Knöpfe mit einem Gast.</translation>
    </message>
    <message>
        <source>Before the first shipment: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on. The {union_hall}, the {royal_supplier} and the captain&apos;s {lighthouse} act before their owner&apos;s first decision.</source>
        <translation>Vor der ersten Verschiffung: Zieh Gäste aus dem Gebäude {building} auf freie Kreise oder leere {plantations} (oder nimm die Knöpfe), dann weiter. Vor der ersten Entscheidung ihres Besitzers wirken: {union_hall}, {royal_supplier} und (beim Kapitän) {lighthouse}.</translation>
    </message>
    <message>
        <source>Before production: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>Vor der Produktion: Zieh Gäste aus dem Gebäude {building} auf freie Kreise oder leere {plantations} (oder nimm die Knöpfe), dann weiter.</translation>
    </message>
    <message>
        <source>The game is over. Before the scoring, drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>Das Spiel ist aus. Vor der Wertung: Zieh Gäste aus dem Gebäude {building} auf freie Kreise oder leere {plantations} (oder nimm die Knöpfe), dann weiter.</translation>
    </message>
    <message>
        <source>{player} is moving guests …</source>
        <translation>{player} setzt Gäste um …</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations} or forests? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>{building}: Eine deiner {plantations} oder einen Wald abgeben? Das Plättchen kommt auf den Ablagestapel, ein {colonist} darauf ins Feld {san_juan}.</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations}? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>{building}: Eine deiner {plantations} abgeben? Das Plättchen kommt auf den Ablagestapel, ein {colonist} darauf ins Feld {san_juan}.</translation>
    </message>
    <message>
        <source>{player} is deciding at the {building} …</source>
        <translation>{player} entscheidet beim Gebäude {building} …</translation>
    </message>
    <message>
        <source>Say which of these buildings a {noble} mans — {buildings}. A {noble} there works differently from a {colonist} (each button&apos;s tip says how); you have {nobles_n}.</source>
        <translation>Auf welche dieser Gebäude setzt du einen {noble} – {buildings}? Mit einem {noble} wirken sie anders als mit einem {colonist} (wie, sagt der Tipp jedes Knopfes); du hast {nobles_n}.</translation>
    </message>
    <message>
        <source>{player} is placing {nobles} …</source>
        <translation>{player} setzt die {nobles} ein …</translation>
    </message>
    <message>
        <source>Your {building}: give {barrels} of different kinds to the supply, at most one per {noble} (you have {nobles}), for 1 VP each — or give nothing.</source>
        <translation>{building}: {barrels} verschiedener Sorten an den Vorrat abgeben, höchstens einen je {noble} (du hast {nobles}), für je 1 SP – oder nichts.</translation>
    </message>
    <message>
        <source>Or start a shipment on your {building} (the buttons): any goods, 1 VP per two {barrels}.</source>
        <translation>Oder beginne eine Verschiffung mit dem Gebäude {building} (die Knöpfe): beliebige Waren, 1 SP je zwei {barrels}.</translation>
    </message>
    <message>
        <source>Your {building}: {barrels} loaded, worth {earns}. Load one more (the goods in their order: no kind before one already loaded), or let it sail.</source>
        <translation>{building}: {barrels} geladen, wert {earns}. Lade noch einen (die Waren in ihrer Reihenfolge: keine Sorte vor einer schon geladenen) oder lass sie ablegen.</translation>
    </message>
    <message>
        <source>{player} is loading the {building} …</source>
        <translation>{player} belädt das Gebäude {building} …</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. Not on the {san_juan} space: if you do not place it, it goes back to the supply.</source>
        <translation>Setze deinen {colonist} jetzt auf einen freien Kreis – ziehe ihn aus dem Feld „Einzusetzen“ auf eines deiner Plättchen oder Gebäude oder doppelklicke einen freien Kreis. Nicht ins Feld {san_juan}: Setzt du ihn nicht ein, geht er in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. If you do not place it, it waits on the {san_juan} space.</source>
        <translation>Setze deinen {colonist} jetzt auf einen freien Kreis – ziehe ihn aus dem Feld „Einzusetzen“ auf eines deiner Plättchen oder Gebäude oder doppelklicke einen freien Kreis. Setzt du ihn nicht ein, wartet er im Feld {san_juan}.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Not on the {san_juan} space: those you do not place go back to the supply.</source>
        <translation>Setze deine {workers} jetzt auf freie Kreise – ziehe sie aus dem Feld „Einzusetzen“ auf deine Plättchen und Gebäude oder doppelklicke einen freien Kreis. Nicht ins Feld {san_juan}: Was du nicht einsetzt, geht in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Those you do not place wait on the {san_juan} space.</source>
        <translation>Setze deine {workers} jetzt auf freie Kreise – ziehe sie aus dem Feld „Einzusetzen“ auf deine Plättchen und Gebäude oder doppelklicke einen freien Kreis. Was du nicht einsetzt, wartet im Feld {san_juan}.</translation>
    </message>
    <message>
        <source>{player} is placing {colonists} …</source>
        <translation>{player} setzt {colonists} ein …</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded ship, the trading house, the {ship} or an unused role (or click that role) — or press a button.</source>
        <translation>Ziehe die {smuggler}-Karte auf ein beladenes Schiff, das Handelshaus, das {ship} oder eine ungenutzte Rolle (oder klicke die Rolle an) – oder drücke einen Knopf.</translation>
    </message>
    <message>
        <source>{player} is choosing what the {smuggler} does …</source>
        <translation>{player} wählt, was der {smuggler} tut …</translation>
    </message>
    <message>
        <source>{player} wins with {vp}.</source>
        <translation>{player} gewinnt mit {vp}.</translation>
    </message>
    <message>
        <source>{players} share the win with {vp}.</source>
        <translation>{players} teilen sich den Sieg mit {vp}.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>choose a role</source>
        <translation>eine Rolle wählen</translation>
    </message>
    <message>
        <source>There is no such role card in this game.</source>
        <translation>Diese Rollenkarte gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>take a tile or pass</source>
        <translation>ein Plättchen nehmen oder passen</translation>
    </message>
    <message>
        <source>decide about the extra {colonist}</source>
        <translation>über den zusätzlichen {colonist} entscheiden</translation>
    </message>
    <message>
        <source>place {colonists}</source>
        <translation>{colonists} verteilen</translation>
    </message>
    <message>
        <source>build or pass</source>
        <translation>bauen oder passen</translation>
    </message>
    <message>
        <source>choose the extra good</source>
        <translation>die Extra-Ware wählen</translation>
    </message>
    <message>
        <source>sell a good or pass</source>
        <translation>eine Ware verkaufen oder passen</translation>
    </message>
    <message>
        <source>The trading house already has {good}; only an {building} lets you sell a kind twice.</source>
        <translation>Das Handelshaus hat schon {good}; eine Sorte doppelt verkaufen darfst du nur mit dem Gebäude {building}.</translation>
    </message>
    <message>
        <source>ship goods</source>
        <translation>Waren verschiffen</translation>
    </message>
    <message>
        <source>You have no manned {building}.</source>
        <translation>Du hast keine besetzte {building}.</translation>
    </message>
    <message>
        <source>The {building} sails once per {role_phase}.</source>
        <translation>Die {building} fährt nur einmal pro {role_phase}.</translation>
    </message>
    <message>
        <source>That ship carries {good}: one kind of good per ship.</source>
        <translation>Dieses Schiff hat {good} geladen: eine Warensorte pro Schiff.</translation>
    </message>
    <message>
        <source>choose what to keep</source>
        <translation>wählen, was du behältst</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug in diesem Spiel.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Jetzt nicht – zuerst {ask}.</translation>
    </message>
    <message>
        <source>Nobody mans your {building}, so no {noble} stands there.</source>
        <translation>Dein Gebäude {building} ist nicht besetzt, also auch nicht mit einem {noble}.</translation>
    </message>
    <message>
        <source>You do not have that many {nobles}.</source>
        <translation>Dafür reichen deine {nobles} nicht.</translation>
    </message>
    <message>
        <source>You do not have {colonists} enough for the other buildings: more of them hold {nobles}.</source>
        <translation>Für die anderen Gebäude reichen deine {colonists} nicht, wenn so viele Gebäude deine {nobles} bekommen.</translation>
    </message>
    <message>
        <source>The second extra {barrel} is of another kind you produced, not {good}.</source>
        <translation>Der zweite zusätzliche {barrel} ist eine andere Sorte, die du produziert hast, nicht {good}.</translation>
    </message>
    <message>
        <source>Guests do not move during the {mayor_phase}.</source>
        <translation>In der {mayor_phase} ziehen Gäste nicht um.</translation>
    </message>
    <message>
        <source>There is no guest in your {building}.</source>
        <translation>In deinem Gebäude {building} ist kein Gast.</translation>
    </message>
    <message>
        <source>A guest moves out of the {building}, not into it.</source>
        <translation>Ein Gast zieht aus dem Gebäude {building} aus, nicht hinein.</translation>
    </message>
    <message>
        <source>You have no {tile} on your {island}.</source>
        <translation>Auf deiner {island} fehlt: {tile}.</translation>
    </message>
    <message>
        <source>A guest goes there as a {colonist}: it makes no difference whether a {noble} mans it.</source>
        <translation>Hier ist es gleich, ob ein Gast das Gebäude mit einem {colonist} oder mit einem {noble} besetzt.</translation>
    </message>
    <message>
        <source>None of your {nobles} is free to man the {building}.</source>
        <translation>Keiner deiner {nobles} ist frei für das Gebäude {building}.</translation>
    </message>
    <message>
        <source>None of your {colonists} is free to man the {building}.</source>
        <translation>Keiner deiner {colonists} ist frei für das Gebäude {building}.</translation>
    </message>
    <message>
        <source>That place is kept for the {colonist} being offered.</source>
        <translation>Dieser Platz ist für den angebotenen {colonist} reserviert.</translation>
    </message>
    <message>
        <source>The {building} is loaded in the order of the goods: no {good} after a later kind.</source>
        <translation>Das Gebäude {building} wird in der Reihenfolge der Waren beladen: nach einer späteren Sorte nicht mehr {good}.</translation>
    </message>
    <message>
        <source>The {building} takes at most one {barrel} per {noble} you own.</source>
        <translation>Das Gebäude {building} nimmt höchstens einen {barrel} je {noble}, den du hast.</translation>
    </message>
    <message>
        <source>With the {building} keep up to four loose {barrels}, plus whole kinds in your manned warehouses — as many as you can.</source>
        <translation>Mit dem Gebäude {building} behältst du bis zu vier einzelne {barrels} und dazu ganze Sorten in deinen besetzten Lagerhäusern – so viele du kannst.</translation>
    </message>
    <message>
        <source>Those goods are kept by a choice written another way: take that one.</source>
        <translation>Diese Waren behältst du mit einer anders geschriebenen Wahl: Nimm diese.</translation>
    </message>
    <message>
        <source>The {building} is not drafted onto the board.</source>
        <translation>Das Gebäude {building} gehört nicht zu den Gebäuden, die auf den Plan gewählt werden.</translation>
    </message>
    <message>
        <source>The {building} is already on the board.</source>
        <translation>Das Gebäude {building} liegt schon auf dem Plan.</translation>
    </message>
    <message>
        <source>Every space for buildings costing {cost} is taken.</source>
        <translation>Alle Felder für Gebäude zu {cost} sind belegt.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money} and can trade in only {items} item(s).</source>
        <translation>Das Gebäude {building} kostet dich {cost}; du hast {money} und kannst nur {items} Stück in Zahlung geben.</translation>
    </message>
    <message>
        <source>Trade in at most one VP chip, one {barrel} and one {colonist}, in that order.</source>
        <translation>Gib höchstens einen SP-Chip, einen {barrel} und einen {colonist} in Zahlung, in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>You have no VP chip to trade in.</source>
        <translation>Du hast keinen SP-Chip, den du in Zahlung geben kannst.</translation>
    </message>
    <message>
        <source>You have no such {colonist} there.</source>
        <translation>Dort hast du keinen solchen {colonist}.</translation>
    </message>
    <message>
        <source>The {colonist} on the {building} cannot be traded in.</source>
        <translation>Den {colonist} auf dem Gebäude {building} kannst du nicht in Zahlung geben.</translation>
    </message>
    <message>
        <source>Still {items} item(s) to pay, and after this one the rest could not be paid: first a VP chip, then a {barrel}, then a {colonist}.</source>
        <translation>Noch {items} Stück zu zahlen, und nach diesem ließe sich der Rest nicht mehr zahlen: zuerst mit einem SP-Chip, dann mit einem {barrel}, dann mit einem {colonist}.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may lay a forest.</source>
        <translation>Nur wer das Gebäude {building} besetzt hat, darf einen Wald auslegen.</translation>
    </message>
    <message>
        <source>The tile you drew is the {tile}: lay it face up, or face down as a forest.</source>
        <translation>Du hast gezogen: {tile}. Lege das Plättchen offen aus oder verdeckt als Wald.</translation>
    </message>
    <message>
        <source>The second tile of the double privilege cannot be a quarry without a manned {building}.</source>
        <translation>Das zweite Plättchen des doppelten Privilegs darf nur mit besetztem Gebäude {building} ein Steinbruch sein.</translation>
    </message>
    <message>
        <source>None of your forests has {tile} on its face.</source>
        <translation>Keiner deiner Wälder hat auf der Vorderseite: {tile}.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {colonist} may buy one of the face-down {plantations}.</source>
        <translation>Nur wer das Gebäude {building} mit einem {colonist} besetzt hat, darf eine der verdeckten {plantations} kaufen.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {noble} may sell one of his {plantations}.</source>
        <translation>Nur wer das Gebäude {building} mit einem {noble} besetzt hat, darf eine seiner {plantations} verkaufen.</translation>
    </message>
    <message>
        <source>The {building} is used once in your turn of the {trader_phase}.</source>
        <translation>Das Gebäude {building} nutzt du einmal in deinem Zug der {trader_phase}.</translation>
    </message>
    <message>
        <source>The {building} sells a tile for 1 {doubloon}, and you have none.</source>
        <translation>Mit dem Gebäude {building} verkaufst du ein Plättchen für 1 {doubloon}, und du hast keine.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may sell a {barrel} straight to the supply.</source>
        <translation>Nur wer das Gebäude {building} besetzt hat, darf einen {barrel} direkt an den Vorrat verkaufen.</translation>
    </message>
    <message>
        <source>Everyone takes a role on their turn.</source>
        <translation>Wer dran ist, muss eine Rolle nehmen.</translation>
    </message>
    <message>
        <source>Whoever can load goods must load them.</source>
        <translation>Wer Waren verladen kann, muss sie verladen.</translation>
    </message>
    <message>
        <source>No {colonist} may wait on the {san_juan} space while a circle is empty.</source>
        <translation>Solange ein Kreis frei ist, darfst du keinen {colonist} im Feld {san_juan} warten lassen.</translation>
    </message>
    <message>
        <source>Passing is not possible now.</source>
        <translation>Passen ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>The {role} has already been taken this round.</source>
        <translation>Die Rolle {role} ist in dieser Runde schon vergeben.</translation>
    </message>
    <message>
        <source>Your {island} is full.</source>
        <translation>Deine {island} ist voll.</translation>
    </message>
    <message>
        <source>Only the {settler} (or the owner of a manned {building}) may take a quarry.</source>
        <translation>Nur der {settler} darf einen Steinbruch nehmen – oder wer dieses Gebäude besetzt hat: {building}.</translation>
    </message>
    <message>
        <source>No quarries are left.</source>
        <translation>Es sind keine Steinbrüche mehr übrig.</translation>
    </message>
    <message>
        <source>There is no face-up {tile} left.</source>
        <translation>Es liegt keine offene {tile} mehr aus.</translation>
    </message>
    <message>
        <source>You need a manned {building} to draw a face-down tile.</source>
        <translation>Um ein verdecktes Plättchen zu ziehen, brauchst du ein besetztes Gebäude: {building}.</translation>
    </message>
    <message>
        <source>The {building} draws once, before your normal pick.</source>
        <translation>Das Gebäude {building} erlaubt nur einen Zug, vor deiner normalen Wahl.</translation>
    </message>
    <message>
        <source>No face-down tile is left.</source>
        <translation>Es liegt kein verdecktes Plättchen mehr bereit.</translation>
    </message>
    <message>
        <source>No {building} is left.</source>
        <translation>Davon ist keines mehr übrig: {building}.</translation>
    </message>
    <message>
        <source>You already own the {building}: one of each per player.</source>
        <translation>Du besitzt schon: {building}. Jedes Gebäude nur einmal pro Spieler.</translation>
    </message>
    <message>
        <source>A large building needs two free spaces in your {city}.</source>
        <translation>Ein großes Gebäude braucht zwei freie Felder in deiner {city}.</translation>
    </message>
    <message>
        <source>Your {city} is full.</source>
        <translation>Deine {city} ist voll.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money}.</source>
        <translation>Das Gebäude {building} kostet dich {cost}; du hast {money}.</translation>
    </message>
    <message>
        <source>You have no {good}.</source>
        <translation>Davon hast du nichts: {good}.</translation>
    </message>
    <message>
        <source>The trading house is full.</source>
        <translation>Das Handelshaus ist voll.</translation>
    </message>
    <message>
        <source>There is no such ship.</source>
        <translation>Dieses Schiff gibt es nicht.</translation>
    </message>
    <message>
        <source>Another ship already carries {good}: it must go there.</source>
        <translation>Ein anderes Schiff hat schon {good} geladen: Die Ware muss dorthin.</translation>
    </message>
    <message>
        <source>That ship is full.</source>
        <translation>Dieses Schiff ist voll.</translation>
    </message>
    <message>
        <source>Load as much {good} as you can: a ship with more room must take it.</source>
        <translation>Lade so viel {good} wie möglich: Ein Schiff mit mehr Platz hat Vorrang.</translation>
    </message>
    <message>
        <source>Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.</source>
        <translation>Behalte einen {barrel} und dazu ganze Sorten in deinen besetzten Lagerhäusern – nicht mehr und nicht weniger.</translation>
    </message>
    <message>
        <source>That is not allowed now: first {ask}.</source>
        <translation>Das geht jetzt nicht – zuerst {ask}.</translation>
    </message>
    <message>
        <source>{Colonists} are placed in the {mayor_phase} only.</source>
        <translation>{Colonists} werden nur in der {mayor_phase} verteilt.</translation>
    </message>
    <message>
        <source>Each {plantation} and each quarry holds one {colonist}.</source>
        <translation>Jede {plantation} und jeder Steinbruch fasst einen {colonist}.</translation>
    </message>
    <message>
        <source>{Colonists} can only go into your own buildings.</source>
        <translation>{Colonists} können nur in deine eigenen Gebäude.</translation>
    </message>
    <message>
        <source>A building holds no more {colonists} than it has circles.</source>
        <translation>Ein Gebäude fasst nicht mehr {colonists}, als es Kreise hat.</translation>
    </message>
    <message>
        <source>You placed more {colonists} than you have.</source>
        <translation>Du hast mehr {colonists} verteilt, als du besitzt.</translation>
    </message>
    <message>
        <source>{Colonists} placed this turn cannot be taken back.</source>
        <translation>In diesem Zug gesetzte {Colonists} lassen sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>choose a building for the board</source>
        <translation>ein Gebäude für den Plan wählen</translation>
    </message>
    <message>
        <source>make the decision asked now</source>
        <translation>die gerade gefragte Entscheidung treffen</translation>
    </message>
    <message>
        <source>pay the rest of the building&apos;s price in kind</source>
        <translation>den Rest des Preises in Zahlung geben</translation>
    </message>
    <message>
        <source>lay the tile you drew</source>
        <translation>das gezogene Plättchen auslegen</translation>
    </message>
    <message>
        <source>move a guest or go on</source>
        <translation>einen Gast umsetzen oder weitermachen</translation>
    </message>
    <message>
        <source>decide whether to give up a tile</source>
        <translation>entscheiden, ob du ein Plättchen abgibst</translation>
    </message>
    <message>
        <source>say which buildings a {noble} mans</source>
        <translation>sagen, auf welche Gebäude du einen {noble} setzt</translation>
    </message>
    <message>
        <source>decide which goods to give for VP</source>
        <translation>entscheiden, welche Waren du für SP abgibst</translation>
    </message>
    <message>
        <source>load your private ship or let it sail</source>
        <translation>dein eigenes Schiff beladen oder ablegen lassen</translation>
    </message>
    <message>
        <source>place the {colonists} you won, or stop</source>
        <translation>die gewonnenen {colonists} einsetzen oder aufhören</translation>
    </message>
    <message>
        <source>That place has no free circle of yours.</source>
        <translation>Dort hast du keinen freien Kreis.</translation>
    </message>
    <message>
        <source>choose what the {smuggler} does</source>
        <translation>wählen, was der {smuggler} tut</translation>
    </message>
    <message>
        <source>You hold the wanted poster: someone else must take the {smuggler} before you may take it again.</source>
        <translation>Du hast den Steckbrief: Erst muss jemand anderes den {smuggler} nehmen, bevor du ihn wieder nehmen darfst.</translation>
    </message>
    <message>
        <source>That cargo ship is empty: there is nothing to raid.</source>
        <translation>Das Schiff ist leer: Da gibt es nichts zu überfallen.</translation>
    </message>
    <message>
        <source>The {smuggler} card itself cannot be swapped.</source>
        <translation>Die Karte {smuggler} selbst kann nicht getauscht werden.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Decision {step} of {last}</source>
        <translation>Entscheidung {step} von {last}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Back one decision (Left)</source>
        <translation>Eine Entscheidung zurück (Links)</translation>
    </message>
    <message>
        <source>Forward one decision (Right)</source>
        <translation>Eine Entscheidung vor (Rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Back one {round} (Page Up)</source>
        <translation>{round} zurück (Bild auf)</translation>
    </message>
    <message>
        <source>Forward one {round} (Page Down)</source>
        <translation>{round} vor (Bild ab)</translation>
    </message>
    <message>
        <source>{Round}:</source>
        <translation>{Round}:</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Sicht von:</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show what the chosen player could not see: the others&apos; hands, hidden victory points</source>
        <translation>Zeigen, was der gewählte Spieler nicht sehen konnte: die Hände der anderen, verdeckte Siegpunkte</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(keine Karten)</translation>
    </message>
    <message>
        <source>The others&apos; hands:</source>
        <translation>Die Hände der anderen:</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>Partie &amp;exportieren…</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>&amp;Wiederholungen…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Diese Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Replay or continue?</source>
        <translation>Ansehen oder weiterspielen?</translation>
    </message>
    <message>
        <source>Watch this game from its start, or continue playing it?</source>
        <translation>Diese Partie von Anfang an ansehen oder weiterspielen?</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partien (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported</source>
        <translation>Die Partie konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported: {file}</source>
        <translation>Exportiert: {file}</translation>
    </message>
    <message>
        <source>won by {winners} ({points})</source>
        <translation>Sieg: {winners} ({points})</translation>
    </message>
    <message>
        <source>variant set-up</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>with the expansion</source>
        <translation>mit Erweiterung</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <source>expansion {numbers}</source>
        <translation>Erweiterung {numbers}</translation>
    </message>
    <message>
        <source>expansions {numbers}</source>
        <translation>Erweiterungen {numbers}</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Finished games are not kept: switch on “Keep finished games” under Settings › Settings… to replay them here.</source>
        <translation>Beendete Partien werden nicht aufbewahrt: Schalte „Beendete Partien aufbewahren“ unter Einstellungen › Einstellungen… ein, um sie hier wiederzusehen.</translation>
    </message>
    <message>
        <source>card game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>board game</source>
        <translation>Brettspiel</translation>
    </message>
    <message>
        <source>{when} – {game} – {players}</source>
        <translation>{when} – {game} – {players}</translation>
    </message>
    <message>
        <source>No finished games have been kept yet.</source>
        <translation>Noch keine beendeten Partien aufbewahrt.</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico, the card game</source>
        <translation>Wiederholung: {players} – Puerto Rico, das Kartenspiel</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico</source>
        <translation>Wiederholung: {players} – Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
</context>
<context>
    <name>ReplaySession</name>
    <message>
        <source>This is a replay: no moves can be made here.</source>
        <translation>Dies ist eine Wiederholung: hier wird nicht gezogen.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: {indigo} for the first players from the governor on, corn for the others (the last column). The {colonists} are split between the supply and the {ship}.</source>
        <translation>Der Gouverneur wird ausgelost. Alle beginnen mit einer {plantation} auf der {island}: {indigo} für die ersten Spieler ab dem Gouverneur, Mais für die übrigen (letzte Spalte). Die {colonists} werden auf den Vorrat und das {ship} aufgeteilt.</translation>
    </message>
    <message>
        <source>Tiles and buildings only work while {colonists} stand in their circles. Each {plantation} yields raw goods only if a production building of its kind, manned as well, processes them (corn needs no building). {Colonists} without a circle wait on the {san_juan} space; in the {mayor_phase} every player may move all of theirs, but nobody may leave a circle empty while someone waits.</source>
        <translation>Plättchen und Gebäude wirken nur, solange {colonists} in ihren Kreisen stehen. Eine {plantation} liefert nur dann Ware, wenn ein ebenfalls besetztes Produktionsgebäude ihrer Sorte sie verarbeitet (Mais braucht kein Gebäude). {Colonists} ohne Kreis warten im Feld {san_juan}; in der {mayor_phase} darf jeder alle seine umsetzen, aber niemand darf einen Kreis frei lassen, während jemand wartet.</translation>
    </message>
    <message>
        <source>Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned large buildings. On a tie, more {doubloons} plus goods wins. The rulebook says nothing of a tie in both: this program lets those players share the win.</source>
        <translation>Zähle die SP-Chips, die auf deinen Gebäuden gedruckten SP und die Boni deiner besetzten großen Gebäude zusammen. Bei Gleichstand gewinnt, wer mehr {doubloons} und Waren hat. Für einen Gleichstand auch darin sagt die Spielregel nichts: Dieses Programm lässt diese Spieler den Sieg teilen.</translation>
    </message>
    <message>
        <source>The bar at the top always says whose turn it is and what to do. Drag things where they should go — a tile onto your {island}, a building into your {city}, goods onto a ship or into the trading house, {colonists} between the {san_juan} space and the circles; the places where it may go light up. Or click an item and then its place, or use the arrow keys, Space to pick up and Enter to put down. A double-click does the obvious thing at once. Hover over anything for an explanation (with the keyboard: Shift+F1 on it).</source>
        <translation>Die Leiste oben sagt immer, wer dran ist und was zu tun ist. Ziehe alles dorthin, wo es hingehört – ein Plättchen auf deine {island}, ein Gebäude in deine {city}, Waren auf ein Schiff oder ins Handelshaus, {colonists} zwischen dem Feld {san_juan} und den Kreisen; erlaubte Ziele leuchten auf. Oder klicke erst ein Teil und dann seinen Platz an, oder nutze die Pfeiltasten, die Leertaste zum Aufnehmen und die Eingabetaste zum Ablegen. Ein Doppelklick erledigt das Naheliegende sofort. Zeige mit der Maus auf etwas, um eine Erklärung zu sehen (mit der Tastatur: Umschalt+F1 darauf).</translation>
    </message>
    <message>
        <source>Tab goes from zone to zone; F6 jumps from area to area — the bar at the top, the roles, the common zones, the buildings, your board, each other board, the log — and Shift+F6 back.</source>
        <translation>Tab geht von Bereich zu Bereich; F6 springt von Teil zu Teil des Fensters – die Leiste oben, die Rollen, die gemeinsamen Bereiche, die Gebäude, dein Spielplan, jeder andere Spielplan, der Spielverlauf – und Umschalt+F6 zurück.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>Die Rollen</translation>
    </message>
    <message>
        <source>{Colonists} and circles</source>
        <translation>{Colonists} und Kreise</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>Each player runs a colony: {plantations} and quarries on the {island}, buildings in the {city}. Goods grown and processed there are sold for {doubloons} or shipped home for victory points (VP). Whoever has the most VP when the game ends wins.</source>
        <translation>Alle führen eine Kolonie: {plantations} und Steinbrüche auf der {island}, Gebäude in der {city}. Die dort angebauten und verarbeiteten Waren werden für {doubloons} verkauft oder für Siegpunkte (SP) in die Heimat verschifft. Wer bei Spielende die meisten SP hat, gewinnt.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>SP-Chips</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Face-up tiles</source>
        <translation>Offene Plättchen</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>With two players each player chooses three roles per round, the governor first. There are {tiles} {plantations} of each kind fewer, {quarries} quarries instead of {all_quarries}, and {goods} {barrels} of each kind fewer; the market has {production} of each production building and {others} of each {violet} building.</source>
        <translation>Zu zweit wählt jeder Spieler drei Rollen pro Runde, der Gouverneur zuerst. Es gibt von jeder Sorte {tiles} {plantations} weniger, {quarries} Steinbrüche statt {all_quarries} und von jeder Sorte {goods} {barrels} weniger; von jedem Produktionsgebäude liegen {production} aus, von jedem übrigen Gebäude ({violet}) {others}.</translation>
    </message>
    <message>
        <source>Starting with the governor, each player takes one role card. Everybody then carries out that role&apos;s action in turn, beginning with the one who chose it, who also enjoys its privilege. When every player has a role, one {doubloon} is put on each card nobody took, the cards go back, and the governor&apos;s marker moves to the left.</source>
        <translation>Beginnend beim Gouverneur nimmt jeder Spieler eine Rollenkarte. Dann führen alle reihum die Aktion dieser Rolle aus – zuerst, wer sie gewählt hat, und nur dieser genießt ihr Privileg. Hat jeder eine Rolle, kommt auf jede nicht gewählte Karte eine {doubloon}, die Karten gehen zurück, und die Gouverneurskarte wandert nach links.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Each player may own each building once. A manned quarry takes one {doubloon} off the price, up to the building&apos;s column; the {builder} saves one more. Large buildings use two {city} spaces.</source>
        <translation>Jedes Gebäude darf ein Spieler nur einmal besitzen. Jeder besetzte Steinbruch senkt den Preis um eine {doubloon}, höchstens bis zur Spaltenzahl des Gebäudes; der {builder} spart eine weitere. Große Gebäude belegen zwei Felder der {city}.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which one of these happens: the {ship} cannot be refilled from the supply; a player fills the last space of their {city}; the VP chips run out while shipping (the players still get their VP, counted on paper).</source>
        <translation>Die Partie ist nach der Runde vorbei, in der eines davon geschieht: Das {ship} kann nicht mehr aus dem Vorrat aufgefüllt werden; ein Spieler belegt das letzte Feld seiner {city}; beim Verschiffen gehen die SP-Chips aus (die Spieler erhalten ihre SP trotzdem, auf Papier notiert).</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>These rules apply only to a game with that expansion.</source>
        <translation>Diese Regeln gelten nur in einer Partie mit der jeweiligen Erweiterung.</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Regeln des Kartenspiels</translation>
    </message>
    <message>
        <source>Rules of Puerto Rico</source>
        <translation>Regeln von Puerto Rico</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (das Brettspiel)</translation>
    </message>
    <message>
        <source>The card game</source>
        <translation>Das Kartenspiel</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Namen:</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
    <message>
        <source>Spaces on the board</source>
        <translation>Felder auf dem Ablageplan</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Gebäude zur Auswahl</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion I, chosen in the new-game dialog. The rules of the base game stay as they are, except for what is said here.</source>
        <translation>Dieses Kapitel gilt nur für eine Partie mit der 1. Erweiterung, die im Dialog „Neues Spiel“ gewählt wird. Die Regeln des Grundspiels bleiben bestehen, soweit hier nichts anderes steht.</translation>
    </message>
    <message>
        <source>Which buildings come onto the board</source>
        <translation>Welche Gebäude auf den Ablageplan kommen</translation>
    </message>
    <message>
        <source>The production buildings lie on the board as always. Its other spaces, twelve small and five large ones, each for one cost, are shared by the base game&apos;s {violet} buildings and the fourteen new ones. There are more buildings than spaces, so every game has a set of its own; the buildings left over are not used.</source>
        <translation>Die Produktionsgebäude liegen wie gewohnt auf dem Ablageplan. Um seine übrigen Felder – zwölf kleine und fünf große, jedes für eine bestimmte Kostenstufe – konkurrieren die {violet}farbenen Gebäude des Grundspiels und die vierzehn neuen. Es gibt mehr Gebäude als Felder, daher hat jede Partie ihre eigene Auswahl; die übrigen Gebäude bleiben in der Schachtel.</translation>
    </message>
    <message>
        <source>before the first round the players take turns, the governor first. On your turn you pick any building still beside the board and put it, with its twin, on a free space of its cost (a large building has no twin). Once the spaces of a cost are full, the other buildings of that cost are out. When all 17 spaces are filled, the governor chooses the first role.</source>
        <translation>Vor Spielbeginn wählen die Spieler reihum, der Gouverneur zuerst. Wer an der Reihe ist, nimmt ein beliebiges Gebäude, das noch neben dem Plan liegt, und legt es mit dem zweiten gleichen Gebäude auf ein freies Feld seiner Kosten (große Gebäude gibt es nur einmal). Sind alle Felder einer Kostenstufe belegt, scheiden die übrigen Gebäude dieser Kosten aus. Sind alle 17 Felder belegt, wählt der Gouverneur die erste Rolle.</translation>
    </message>
    <message>
        <source>Instead of the draft the new-game dialog offers three quick set-ups:</source>
        <translation>Statt der Auswahl am Tisch bietet der Dialog „Neues Spiel“ drei schnelle Möglichkeiten:</translation>
    </message>
    <message>
        <source>the board as in the base game; none of the new buildings is used.</source>
        <translation>der Ablageplan wie im Grundspiel; keines der neuen Gebäude ist dabei.</translation>
    </message>
    <message>
        <source>every space gets a building of its cost, drawn at random from the base game&apos;s and the new ones. The game&apos;s seed decides the draw, so a replayed game has the same set.</source>
        <translation>Jedes Feld erhält ein zufällig gezogenes Gebäude seiner Kosten, aus denen des Grundspiels und den neuen. Der Startwert der Partie bestimmt die Ziehung, daher hat eine wiederholte Partie dieselbe Auswahl.</translation>
    </message>
    <message>
        <source>the same buildings as in the last draft, or the set chosen last time.</source>
        <translation>dieselben Gebäude wie bei der letzten Auswahl am Tisch oder die zuletzt gewählte Zusammenstellung.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s advice for choosing: take either the {office} or the {trading_post}, not both.</source>
        <translation>Der Rat der Spielregel für die Auswahl: Nimm entweder {office} oder {trading_post} ins Spiel, nicht beide.</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Wälder</translation>
    </message>
    <message>
        <source>The owner of a manned {forest_house} may lay the {plantation} taken in the {settler_phase} face down, as a forest. A tile drawn face down (with the {hacienda}, or with the {land_office} of expansion II) is looked at first and then laid face up or as a forest. A quarry never becomes a forest, nor does a tile already on the {island}.</source>
        <translation>Wer ein besetztes {forest_house} besitzt, darf die in der {settler_phase} genommene {plantation} verdeckt als Wald auslegen. Ein verdeckt gezogenes Plättchen (mit der {hacienda} oder mit dem {land_office} der 2. Erweiterung) sieht er sich zuerst an und legt es dann offen oder als Wald aus. Ein Steinbruch wird nie zum Wald, ebenso wenig ein Plättchen, das schon auf der {island} liegt.</translation>
    </message>
    <message>
        <source>A {colonist} that the {hospice} gives with a tile laid as a forest goes onto your {san_juan} space instead: a forest takes none.</source>
        <translation>Den {colonist}, den das {hospice} zu einem als Wald gelegten Plättchen gibt, setzt du stattdessen auf dein Feld {san_juan}: Auf einem Wald arbeitet niemand.</translation>
    </message>
    <message>
        <source>A forest stays until the end of the game. It fills a space of the {island}, and so counts for the {residence}, but no {colonist} works on it and it produces nothing. Every two forests make each of your buildings one {doubloon} cheaper: on top of the quarries, without the column&apos;s limit, and even while the {forest_house} is empty. What a forest shows on its face is hidden from the other players.</source>
        <translation>Ein Wald bleibt bis zum Spielende liegen. Er belegt ein Feld der {island} und zählt deshalb für die {residence}, wird aber nie mit einem {colonist} besetzt und produziert nichts. Je zwei Wälder machen jedes deiner Gebäude um eine {doubloon} billiger: zusätzlich zu den Steinbrüchen, ohne die Begrenzung durch die Spalte und auch dann, wenn das {forest_house} leer steht. Welche Plantage ein Wald auf der Vorderseite zeigt, bleibt den anderen Spielern verborgen.</translation>
    </message>
    <message>
        <source>The new buildings</source>
        <translation>Die neuen Gebäude</translation>
    </message>
    <message>
        <source>As in the base game, a building works only while a {colonist} is in it (the forests&apos; discount aside). The {statue} takes none and counts its 8 VP all the same. The {statue} and the {cloister} are large and use two {city} spaces.</source>
        <translation>Wie im Grundspiel wirkt ein Gebäude nur, wenn es mit einem {colonist} besetzt ist (vom Rabatt der Wälder abgesehen). Das Gebäude {statue} braucht keinen und bringt trotzdem seine 8 SP. {statue} und {cloister} sind große Gebäude und belegen je zwei Felder der {city}.</translation>
    </message>
    <message>
        <source>Details, as this program plays them</source>
        <translation>Einzelheiten, wie dieses Programm sie spielt</translation>
    </message>
    <message>
        <source>&lt;b&gt;{black_market}&lt;/b&gt;: the {colonist} in it cannot be traded in. The price is fixed when you choose the building, and a VP chip or {colonist} traded in does not undo an end of the game already triggered.</source>
        <translation>&lt;b&gt;{black_market}&lt;/b&gt;: Den {colonist} auf diesem Gebäude selbst kannst du nicht in Zahlung geben. Der Preis steht fest, sobald du das Gebäude wählst, und wer einen SP-Chip oder einen {colonist} in Zahlung gibt, nachdem das Spielende schon ausgelöst ist, hebt es damit nicht auf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{guest_house}&lt;/b&gt;: you may move a guest whenever you are the one to decide, except in the {mayor_phase} and the draft, and also before production in the {craftsman_phase} and before the final scoring. It goes onto a free circle in your {city} or an unmanned {plantation} or quarry, never onto a forest, and stays there until the next {mayor_phase}.</source>
        <translation>&lt;b&gt;{guest_house}&lt;/b&gt;: Einen Gast darfst du immer dann umsetzen, wenn du am Zug bist – außer in der {mayor_phase} und bei der Gebäudeauswahl –, außerdem vor der Produktion in der {craftsman_phase} und vor der Schlusswertung. Er kommt auf einen freien Kreis in deiner {city} oder auf eine unbesetzte {plantation} oder einen unbesetzten Steinbruch, nie auf einen Wald, und bleibt dort bis zur nächsten {mayor_phase}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{church}&lt;/b&gt;: the VP chips come when the new building is placed; the {church} itself brings none.</source>
        <translation>&lt;b&gt;{church}&lt;/b&gt;: Die SP-Chips gibt es, sobald das neue Gebäude gelegt wird; für die {church} selbst gibt es keine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{small_wharf}&lt;/b&gt;: a shipment like the {wharf}&apos;s, which the {harbor} and the {lighthouse} count too. You load one {barrel} after another and say when it sails; you need not load all. With both, the {wharf} and the {small_wharf} may be used in the same {captain_phase}, in either order.</source>
        <translation>&lt;b&gt;{small_wharf}&lt;/b&gt;: eine Verschiffung wie mit der {wharf}, die auch der {harbor} und der {lighthouse} mitzählen. Du lädst einen {barrel} nach dem anderen und sagst, wann sie ablegt; du musst nicht alles laden. Wer beide besitzt, darf {wharf} und {small_wharf} in derselben {captain_phase} nutzen, in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lighthouse}&lt;/b&gt;: as {captain} you get its extra {doubloon} when the phase starts, even if you ship nothing. The {library} does not double it.</source>
        <translation>&lt;b&gt;{lighthouse}&lt;/b&gt;: Als {captain} bekommst du seine zusätzliche {doubloon} zu Beginn der Phase, auch wenn du nichts verschiffst. Das Gebäude {library} verdoppelt sie nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{specialty_factory}&lt;/b&gt;: it pays right after your production, the {craftsman}&apos;s extra {barrel} included.</source>
        <translation>&lt;b&gt;{specialty_factory}&lt;/b&gt;: Sie zahlt gleich nach deiner Produktion, den zusätzlichen {barrel} aus dem Privileg als {craftsman} eingerechnet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{library}&lt;/b&gt;: as {settler} you take one more face-up {plantation} after everybody else (a quarry only with the {construction_hut}; the {hospice} helps only with the first tile); as {mayor} up to two extra {colonists}; as {builder} two {doubloons} off; as {craftsman} two extra {barrels} of different kinds; as {trader} two {doubloons} more; as {captain} 2 VP for the first shipment; as {prospector} two {doubloons}.</source>
        <translation>&lt;b&gt;{library}&lt;/b&gt;: Als {settler} nimmst du nach allen anderen noch eine offene {plantation} (einen Steinbruch nur mit dem Gebäude {construction_hut}; das {hospice} hilft nur beim ersten Plättchen); als {mayor} bis zu zwei zusätzliche {colonists}; als {builder} zwei {doubloons} Rabatt; als {craftsman} zwei zusätzliche {barrels} verschiedener Sorten; als {trader} zwei {doubloons} mehr; als {captain} 2 SP für die erste Verschiffung; als {prospector} zwei {doubloons}.</translation>
    </message>
    <message>
        <source>End of the game and scoring</source>
        <translation>Spielende und Wertung</translation>
    </message>
    <message>
        <source>VP chips now come from more than shipping: the {church} and the {union_hall} give them too, and so do some buildings of expansion II. Whatever gives out the last chip, the game ends at the end of that round; the players still get their VP, counted on paper.</source>
        <translation>SP-Chips gibt es jetzt nicht mehr nur beim Verschiffen: Auch die Gebäude {church} und {union_hall} verteilen welche, ebenso einige Gebäude der 2. Erweiterung. Gleich wodurch der letzte Chip vergeben wird, das Spiel endet am Ende dieser Runde; die Spieler erhalten ihre SP trotzdem, auf Papier notiert.</translation>
    </message>
    <message>
        <source>At the end a manned {cloister} scores 1, 3, 6 or 10 VP for one to four sets of three equal tiles on the {island}: three {plantations} of one kind, three quarries, or three forests (every forest counts as the same kind).</source>
        <translation>Bei Spielende bringt ein besetztes Gebäude {cloister} 1, 3, 6 oder 10 SP für ein bis vier Dreiergruppen gleicher Plättchen auf der {island}: drei {plantations} einer Sorte, drei Steinbrüche oder drei Wälder (jeder Wald zählt als dieselbe Sorte).</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Zu zweit</translation>
    </message>
    <message>
        <source>With two players every building exists once, so each pick of the draft puts a single building on the board; the two players take turns, the governor first.</source>
        <translation>Zu zweit gibt es jedes Gebäude nur einmal, daher legt jede Wahl bei der Gebäudeauswahl nur ein Gebäude auf den Plan; die beiden Spieler wählen abwechselnd, der Gouverneur zuerst.</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>1. Erweiterung: neue Gebäude und Wälder</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion II, chosen in the new-game dialog. It can be played on its own or together with expansion I.</source>
        <translation>Dieses Kapitel gilt nur für eine Partie mit der 2. Erweiterung, die im Dialog „Neues Spiel“ gewählt wird. Sie lässt sich allein oder zusammen mit der 1. Erweiterung spielen.</translation>
    </message>
    <message>
        <source>The eight new buildings are laid out on the board by cost, in addition to the others (the base game&apos;s, or the set of expansion I); they are never drafted. There are two of each, but only one {royal_garden}.</source>
        <translation>Die acht neuen Gebäude kommen zusätzlich zu den übrigen (denen des Grundspiels oder der Auswahl der 1. Erweiterung) nach ihren Kosten auf den Ablageplan; bei der Gebäudeauswahl werden sie nicht gewählt. Von jedem gibt es zwei, vom {royal_garden} nur einen.</translation>
    </message>
    <message>
        <source>The 20 {nobles} wait beside the supply. Nobody counts the {colonists} out: all of the box&apos;s are in the game. At the start the {ship} carries one {noble} in place of one of its {colonists}:</source>
        <translation>Die 20 {nobles} liegen neben dem Vorrat bereit. Niemand zählt die {colonists} ab: Alle aus der Schachtel sind im Spiel. Zu Beginn legt man auf das {ship} einen {noble} statt eines der {colonists}:</translation>
    </message>
    <message>
        <source>The {nobles}</source>
        <translation>Die {nobles}</translation>
    </message>
    <message>
        <source>After every {mayor_phase} the {ship} is refilled as usual, but as long as the supply lasts, one {noble} comes in place of one {colonist}. The rulebook says the {mayor} mostly gets it; this program always gives it to the {mayor}, who is the first to take from the {ship}.</source>
        <translation>Nach jeder {mayor_phase} wird das {ship} wie gewohnt aufgefüllt, doch solange der Vorrat reicht, legt man einen {noble} darauf und dafür einen {colonist} weniger. Laut Spielregel bekommt ihn meist der {mayor}; dieses Programm gibt ihn immer dem {mayor}, der als Erster vom {ship} nimmt.</translation>
    </message>
    <message>
        <source>Every rule treats a {noble} as a {colonist}: it works on a tile or in a building, waits on the {san_juan} space, and counts wherever {colonists} are counted. Only four buildings work differently with a {noble} in them: {land_office}, {chapel}, {hunting_lodge} and {zoning_office}. When your placement in the {mayor_phase} leaves a choice, the table asks which of them your {nobles} man.</source>
        <translation>Jede Regel behandelt einen {noble} wie einen {colonist}: Er arbeitet auf einem Plättchen oder in einem Gebäude, wartet im Feld {san_juan} und zählt überall mit, wo {colonists} gezählt werden. Nur vier Gebäude wirken anders, wenn sie mit einem {noble} besetzt sind: {land_office}, {chapel}, {hunting_lodge} und {zoning_office}. Lässt deine Verteilung in der {mayor_phase} eine Wahl, fragt das Programm, welche davon deine {nobles} besetzen.</translation>
    </message>
    <message>
        <source>The {royal_supplier}, the {jeweler} and the {royal_garden} count every {noble} you own, wherever it stands.</source>
        <translation>Die Gebäude {royal_supplier}, {jeweler} und {royal_garden} zählen jeden {noble}, den du besitzt, wo immer er steht.</translation>
    </message>
    <message>
        <source>Like every building, they work only while manned. The {jeweler} is red: it counts as a large production building for the {guild_hall}, but not as a {violet} building for the {city_hall}.</source>
        <translation>Wie jedes Gebäude wirken sie nur, wenn sie besetzt sind. Das Gebäude {jeweler} ist rot: Für die {guild_hall} zählt es als großes Produktionsgebäude, für das Gebäude {city_hall} aber nicht als {violet}farbenes Gebäude.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{land_office}&lt;/b&gt;: used at most once in your {trader} turn, before you sell. With a manned {forest_house}, {plantations} bought there may be laid as forests.</source>
        <translation>&lt;b&gt;{land_office}&lt;/b&gt;: höchstens einmal in deinem Zug der {trader}phase, bevor du verkaufst. Mit einem besetzten {forest_house} darfst du dort gekaufte {plantations} als Wald auslegen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: acts when every {settler} turn is over, before the {plantations} left over are discarded. With a {noble} the 2 VP need more empty spaces on your {island} than any other player has.</source>
        <translation>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: wirkt, wenn alle Züge der {settler}phase vorbei sind, bevor die übrigen offenen {plantations} abgelegt werden. Mit einem {noble} gibt es die 2 SP nur, wenn deine {island} mehr leere Felder hat als die jedes anderen Spielers.</translation>
    </message>
    <message>
        <source>A tile given up with the {land_office} or the {hunting_lodge} goes onto the face-up discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Ein mit dem Gebäude {land_office} oder {hunting_lodge} abgegebenes Plättchen kommt auf den offenen Ablagestapel; den {colonist} darauf stellst du ins Feld {san_juan}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{zoning_office}&lt;/b&gt;: with a {colonist} in it a large building costs no less, with a {noble} in it a small one costs no less.</source>
        <translation>&lt;b&gt;{zoning_office}&lt;/b&gt;: Mit einem {colonist} darin spart es bei großen Gebäuden nichts, mit einem {noble} darin bei kleinen nichts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{royal_supplier}&lt;/b&gt;: acts at its owner&apos;s first turn of the {captain_phase}, before his first shipment, so he has seen what the players before him shipped. The {barrels} given bring nothing else.</source>
        <translation>&lt;b&gt;{royal_supplier}&lt;/b&gt;: wirkt, wenn sein Besitzer in der {captain_phase} zum ersten Mal an der Reihe ist, vor seiner ersten Lieferung; er hat also gesehen, was die Spieler vor ihm verschifft haben. Die abgegebenen {barrels} bringen sonst nichts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{villa}&lt;/b&gt;: the {noble} comes at the start of your {mayor} turn, before you place your {colonists}.</source>
        <translation>&lt;b&gt;{villa}&lt;/b&gt;: Den {noble} bekommst du zu Beginn deines Zuges in der {mayor}phase, bevor du deine {colonists} einsetzt.</translation>
    </message>
    <message>
        <source>Running out of {colonists} no longer ends the game: when the supply runs short, the {ship} takes what is left. The game still ends when a player&apos;s {city} is full or the last VP chip is given out, which the {chapel}, the {hunting_lodge} and the {royal_supplier} can do as well.</source>
        <translation>Gehen die {colonists} aus, endet das Spiel nicht mehr: Reicht der Vorrat nicht, bekommt das {ship}, was übrig ist. Das Spiel endet weiterhin, wenn die {city} eines Spielers voll ist oder der letzte SP-Chip vergeben wird – was auch die Gebäude {chapel}, {hunting_lodge} und {royal_supplier} auslösen können.</translation>
    </message>
    <message>
        <source>At the end every {noble} you own is worth 1 VP, wherever it stands; a manned {royal_garden} adds one more for each.</source>
        <translation>Bei Spielende bekommst du für jeden {noble}, den du besitzt, 1 SP, wo immer er steht; ein besetzter {royal_garden} bringt für jeden einen weiteren.</translation>
    </message>
    <message>
        <source>With two players the {ship} starts with one {colonist} and one {noble}, and each of the eight buildings is there only once, like every building of the 2-player game.</source>
        <translation>Zu zweit beginnt das {ship} mit einem {colonist} und einem {noble}, und jedes der acht Gebäude gibt es nur einmal, wie jedes Gebäude im Spiel zu zweit.</translation>
    </message>
    <message>
        <source>Expansion II: {Nobles}</source>
        <translation>2. Erweiterung: {Nobles}</translation>
    </message>
    <message>
        <source>&lt;b&gt;One {plantation}&lt;/b&gt;: one of the five kinds (not quarries), drawn at random; it lies on the board, out of the supply.</source>
        <translation>&lt;b&gt;Eine {plantation}&lt;/b&gt;: eine der fünf Sorten (kein Steinbruch), zufällig gezogen; sie liegt auf der Tafel, nicht im Vorrat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three goods&lt;/b&gt;: drawn from three {barrels} of each kind, so a kind may come up twice or three times; they too are out of the supply.</source>
        <translation>&lt;b&gt;Drei Waren&lt;/b&gt;: zufällig gezogen, wobei von jeder Sorte drei {barrels} bereitliegen – eine Sorte kann also zwei- oder dreimal vorkommen; auch sie sind nicht im Vorrat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A building&lt;/b&gt; worth 3 VP, drawn from this game&apos;s buildings (with expansion I once the draft is over), never the production building of the goal&apos;s {plantation}. With three to five players the one on the {festival} board is one of the game&apos;s copies, so one fewer is for sale.</source>
        <translation>&lt;b&gt;Ein Gebäude&lt;/b&gt; zu 3 SP, gezogen aus den Gebäuden dieser Partie (mit der 1. Erweiterung nach der Gebäudeauswahl), nie das Produktionsgebäude zur {plantation} der Aufgabe. Bei drei bis fünf Spielern ist das Gebäude auf der Tafel {festival} eines der Exemplare der Partie; eines weniger ist zu kaufen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{Plantations}&lt;/b&gt;: the first player with three {plantations} of the goal&apos;s kind on the {island} gets three {colonists} from the supply (fewer if fewer are left) and puts them at once on free circles, or leaves them on the {san_juan} space. Checked when a {settler} turn ends, and after a tile bought at the {land_office}. Forests do not count.</source>
        <translation>&lt;b&gt;{Plantations}&lt;/b&gt;: Wer zuerst drei {plantations} der gezeigten Sorte auf der {island} hat, bekommt drei {colonists} aus dem Vorrat (weniger, wenn weniger da sind) und setzt sie sofort auf freie Kreise oder lässt sie im Feld {san_juan}. Geprüft am Ende eines Zugs als {settler} und nach einem Plättchen vom Gebäude {land_office}. Wälder zählen nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goods&lt;/b&gt;: the first player who produces at least the three goods shown in one {craftsman_phase} gets 3 {doubloons} from the bank. Production goes round from the {craftsman}; his extra {barrel} is a privilege and does not count.</source>
        <translation>&lt;b&gt;Waren&lt;/b&gt;: Wer zuerst in einer {craftsman_phase} mindestens die drei gezeigten Waren produziert, bekommt 3 {doubloons} von der Bank. Produziert wird reihum, beginnend mit der Person, die {craftsman} wurde; ihr zusätzlicher {barrel} ist ein Privileg und zählt nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Building&lt;/b&gt;: the first player to build the building shown gets 3 VP chips from the supply; the last chip ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Gebäude&lt;/b&gt;: Wer zuerst das gezeigte Gebäude baut, bekommt 3 SP-Chips aus dem Vorrat; der letzte Chip beendet das Spiel nach der Runde, wie beim Verschiffen.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion IV, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>Dieses Kapitel gilt nur für eine Partie mit der 4. Erweiterung, die im Dialog „Neues Spiel“ gewählt wird. Sie lässt sich allein oder mit jeder der anderen Erweiterungen spielen.</translation>
    </message>
    <message>
        <source>The {festival} board shows three goals, drawn when the game is set up:</source>
        <translation>Die Tafel {festival} zeigt drei Aufgaben, beim Aufbau gezogen:</translation>
    </message>
    <message>
        <source>The goals</source>
        <translation>Die Aufgaben</translation>
    </message>
    <message>
        <source>Each goal is rewarded once, to the first player who meets it; they may be met in any order, and one player may meet several.</source>
        <translation>Jede Aufgabe wird einmal belohnt, für die Person, die sie zuerst erfüllt; die Reihenfolge ist beliebig, und eine Person kann mehrere erfüllen.</translation>
    </message>
    <message>
        <source>Once a goal is met, its pieces go back: the goods to the supply, the building to the board. The rulebook sends the {plantation} back to its supply; this program puts it on the discard pile, and with two players (whose board already holds that building) the building goes to the box.</source>
        <translation>Ist eine Aufgabe erfüllt, gehen ihre Teile zurück: die Waren in den Vorrat, das Gebäude auf den Ablageplan. Die Spielregel legt die {plantation} in ihren Vorrat zurück; dieses Programm legt sie auf den Ablagestapel, und zu zweit (der Ablageplan hat das Gebäude dann schon) kommt das Gebäude in die Schachtel.</translation>
    </message>
    <message>
        <source>On this table</source>
        <translation>Auf diesem Tisch</translation>
    </message>
    <message>
        <source>The {festival} board lies beside the {Colonists}: each goal with its reward below it, and, once met, the name of the player who met it across its faded pieces. Its tooltips say what each goal asks. The {colonists} won there wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or stop, and the rest stay on the {san_juan} space.</source>
        <translation>Die Tafel {festival} liegt rechts neben dem Bereich „{Colonists}“: jede Aufgabe mit ihrer Belohnung darunter und, wenn erfüllt, dem Namen dessen, der sie erfüllt hat, quer über ihren verblassten Teilen. Die Tooltips sagen, was jede Aufgabe verlangt. Die dort gewonnenen {colonists} warten im Feld „Einzusetzen“ neben deinem Feld {san_juan}: Ziehe sie auf freie Kreise oder höre auf, dann bleibt der Rest im Feld {san_juan}.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>4. Erweiterung: {festival}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raid&lt;/b&gt;: empty one cargo ship that carries goods. Up to three of its {barrels} are yours at once; the others go back to the supply. Your {wharf} is no cargo ship and cannot be raided.</source>
        <translation>&lt;b&gt;Überfall&lt;/b&gt;: Leere ein Transportschiff, das Waren trägt. Bis zu drei seiner {barrels} gehören sofort dir; die anderen gehen in den Vorrat zurück. Deine {wharf} ist kein Transportschiff und kann nicht überfallen werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plunder&lt;/b&gt;: every good in the trading house goes back to the supply, and you take a VP chip for each. With an empty house this brings nothing. The last chip of the supply ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Plünderung&lt;/b&gt;: Jede Ware im Handelshaus geht in den Vorrat zurück, und du nimmst für jede einen SP-Chip. Bei leerem Handelshaus bringt das nichts. Der letzte Chip des Vorrats beendet das Spiel nach der Runde, wie beim Verschiffen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Poach&lt;/b&gt;: take {colonists} off the {ship} until one per player is left. Keep up to three of them — no more than you have free circles — and put them at once on free circles of your tiles and buildings, never on the {san_juan} space; the others go back to the supply. Your other {colonists} stay where they are.</source>
        <translation>&lt;b&gt;Abwerbung&lt;/b&gt;: Nimm {colonists} vom {ship}, bis einer pro Person übrig ist. Behalte bis zu drei davon – nicht mehr, als du freie Kreise hast – und setze sie sofort auf freie Kreise deiner Plättchen und Gebäude, nie ins Feld {san_juan}; die anderen gehen in den Vorrat zurück. Deine übrigen {colonists} bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Swap&lt;/b&gt;: mark a role card that nobody has used this round (not the {smuggler} card) and take the {doubloons} on it. If another player chooses that role later this round, the bank pays you 3 {doubloons}. If nobody has used it when the round&apos;s last role is over, you play it yourself, with its privilege, before the {doubloons} of the round are laid out.</source>
        <translation>&lt;b&gt;Rollentausch&lt;/b&gt;: Markiere eine Rollenkarte, die in dieser Runde noch niemand genutzt hat (nicht die Karte {smuggler}), und nimm die {doubloons} darauf. Wählt später in dieser Runde eine andere Person diese Rolle, zahlt dir die Bank 3 {doubloons}. Hat sie niemand genutzt, wenn die letzte Rolle der Runde vorbei ist, spielst du sie selbst, mit ihrem Privileg, bevor die {doubloons} der Runde verteilt werden.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion III, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>Dieses Kapitel gilt nur für eine Partie mit der 3. Erweiterung, die im Dialog „Neues Spiel“ gewählt wird. Sie lässt sich allein oder mit jeder der anderen Erweiterungen spielen.</translation>
    </message>
    <message>
        <source>The {smuggler} is one more role card, laid out beside the others. Everyone still chooses as many roles per round as before.</source>
        <translation>Der {smuggler} ist eine Rollenkarte mehr, neben die anderen gelegt. Alle wählen weiter so viele Rollen pro Runde wie zuvor.</translation>
    </message>
    <message>
        <source>The {smuggler}&apos;s choice</source>
        <translation>Die Wahl des {smuggler}s</translation>
    </message>
    <message>
        <source>Whoever chooses the {smuggler} does one of four things at once. Only the chooser acts: the others get nothing from this role, and no building helps — not even a doubled privilege.</source>
        <translation>Wer den {smuggler} wählt, tut sofort eines von vier Dingen. Nur wer ihn wählt, handelt: Die anderen haben nichts von dieser Rolle, und kein Gebäude hilft – auch kein doppeltes Privileg.</translation>
    </message>
    <message>
        <source>The {wanted}</source>
        <translation>Der {wanted}</translation>
    </message>
    <message>
        <source>No {doubloon} is ever put on the {smuggler} card. Whoever takes it also takes the {wanted} and keeps it until another player takes the {smuggler}; while you hold it, you may not take the {smuggler}.</source>
        <translation>Auf die Karte {smuggler} kommt nie eine {doubloon}. Wer sie nimmt, nimmt auch den {wanted} und behält ihn, bis eine andere Person den {smuggler} nimmt; solange du ihn hast, darfst du den {smuggler} nicht nehmen.</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded cargo ship, the trading house, the {ship} or a role card, or use the buttons above the table; a role card may also simply be clicked to swap it. The {colonists} you poach wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or double-click a free circle. The {wanted} shows on the board of its holder, and the role swapped this round carries a band with the {smuggler}&apos;s name.</source>
        <translation>Ziehe die Karte {smuggler} auf ein beladenes Transportschiff, das Handelshaus, das {ship} oder eine Rollenkarte, oder nimm die Knöpfe über dem Tisch; eine Rollenkarte lässt sich zum Tauschen auch einfach anklicken. Abgeworbene {colonists} warten im Feld „Einzusetzen“ neben deinem Feld {san_juan}: Ziehe sie auf freie Kreise oder doppelklicke einen freien Kreis. Der {wanted} liegt auf dem Spielplan dessen, der ihn hat, und die in dieser Runde getauschte Rolle trägt ein Band mit dem Namen des {smuggler}s.</translation>
    </message>
    <message>
        <source>With two players the {smuggler} is an eighth card beside the seven roles; each player still chooses three roles per round.</source>
        <translation>Zu zweit ist der {smuggler} eine achte Karte neben den sieben Rollen; jede Person wählt weiter drei Rollen pro Runde.</translation>
    </message>
    <message>
        <source>With expansion II, a {noble} on the {ship} is never poached: it stays there for the next {mayor}, and only the other {colonists} count and go.</source>
        <translation>Mit der 2. Erweiterung wirbt niemand einen {noble} vom {ship} ab: Er bleibt dort für den nächsten {mayor}, und nur die übrigen {colonists} zählen und gehen.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>3. Erweiterung: {smuggler}</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>Die Datei ist beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <source>This is not a saved game of Puerto Rico.</source>
        <translation>Das ist kein gespeichertes Puerto-Rico-Spiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Dieses Spiel wurde mit einer neueren Programmversion gespeichert.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Das gespeicherte Spiel ist beschädigt.</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow.</source>
        <translation>Das gespeicherte Spiel enthält einen Zug, den die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Die Datei kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The saved game cannot be used.</source>
        <translation>Das gespeicherte Spiel ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>Check that the file is still there and that you may read it.</source>
        <translation>Prüfe, ob die Datei noch da ist und du sie lesen darfst.</translation>
    </message>
    <message>
        <source>Install the newest version of this program to open it.</source>
        <translation>Installiere die neueste Version dieses Programms, um es zu öffnen.</translation>
    </message>
    <message>
        <source>Choose another folder, or make room on the disk.</source>
        <translation>Wähle einen anderen Ordner oder schaffe Platz auf dem Datenträger.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English):</source>
        <translation>Einzelheiten für einen Fehlerbericht (auf Englisch):</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>VP chips</source>
        <translation>SP-Chips</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>{Nobles} (1 VP each)</source>
        <translation>{Nobles} (je 1 SP)</translation>
    </message>
    <message>
        <source>{building} bonus</source>
        <translation>Bonus {building}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Tie-break: {doubloons} + goods</source>
        <translation>Bei Gleichstand: {doubloons} + Waren</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>Bisheriger Stand (falls das Spiel jetzt endete)</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} or a {noble} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>Der Bonus eines großen Gebäudes zählt nur mit einem {colonist} oder {noble} darin. Bei Gleichstand gewinnen mehr {doubloons} und Waren.</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>Der Bonus eines großen Gebäudes zählt nur mit einem {colonist} darin. Bei Gleichstand gewinnen mehr {doubloons} und Waren.</translation>
    </message>
    <message>
        <source>The {statue}&apos;s 8 VP count among the buildings&apos; VP.</source>
        <translation>Die 8 SP des Gebäudes {statue} zählen zu den SP der Gebäude.</translation>
    </message>
    <message>
        <source>Victory points by {round}</source>
        <translation>Siegpunkte je {round}</translation>
    </message>
    <message>
        <source>{Doubloons} by {round}</source>
        <translation>{Doubloons} je {round}</translation>
    </message>
    <message>
        <source>… of them plundered ({smuggler})</source>
        <translation>… davon geplündert ({smuggler})</translation>
    </message>
    <message>
        <source>… of them from the {festival}</source>
        <translation>… davon vom {festival}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Default &amp;naming for new games:</source>
        <translation>&amp;Namen für neue Spiele:</translation>
    </message>
    <message>
        <source>Computer players&apos; s&amp;peed:</source>
        <translation>&amp;Tempo der Computerspieler:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Dein Name:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Sehr langsam</translation>
    </message>
    <message>
        <source>{title} ({seconds} s per move)</source>
        <translation>{title} ({seconds} s pro Zug)</translation>
    </message>
    <message>
        <source>&amp;Warn before I take a role that does nothing for me</source>
        <translation>&amp;Warnen, bevor ich eine Rolle nehme, die mir nichts bringt</translation>
    </message>
    <message>
        <source>&amp;Keep finished games (for replays and statistics)</source>
        <translation>&amp;Beendete Partien aufbewahren (für Wiederholungen und Statistik)</translation>
    </message>
    <message>
        <source>Show &amp;chances to win</source>
        <translation>&amp;Gewinnchancen anzeigen</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>{rate} %</source>
        <translation>{rate} %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spie&amp;l:</translation>
    </message>
    <message>
        <source>No finished games yet.
Your games will appear here after the first finished game.</source>
        <translation>Noch keine beendeten Partien.
Deine Partien erscheinen hier, sobald die erste zu Ende gespielt ist.</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Partien:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Siege:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Durchschnittliche Punktzahl:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Favourite buildings:</source>
        <translation>Lieblingsgebäude:</translation>
    </message>
    <message>
        <source>Finished games are not being kept. Switch on “{setting}” in {menu} to count your next games here.</source>
        <translation>Beendete Partien werden nicht aufbewahrt. Schalte „{setting}“ unter {menu} ein, damit deine nächsten Partien hier mitzählen.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the archive could not be read and were left out.</source>
        <translation>
            <numerusform>%n Datei im Archiv war nicht lesbar und wurde ausgelassen.</numerusform>
            <numerusform>%n Dateien im Archiv waren nicht lesbar und wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>Spieler&amp;zahl:</translation>
    </message>
    <message>
        <source>No finished game with a person at the table yet.
Games between computer players only are in File › Replays…</source>
        <translation>Noch keine beendete Partie mit einem Menschen am Tisch.
Partien nur zwischen Computerspielern findest du unter Datei › Wiederholungen…</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>{wins} ({rate})</source>
        <translation>{wins} ({rate})</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} Spieler</translation>
    </message>
    <message>
        <source>{building} ({count}×)</source>
        <translation>{building} ({count}×)</translation>
    </message>
    <message>
        <source>Score per game (gold: won)</source>
        <translation>Punkte je Partie (golden: gewonnen)</translation>
    </message>
    <message>
        <source>Win rate by opponent level</source>
        <translation>Siegquote nach Stufe der Gegner</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Partien: {count}</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <source>Only people at the table</source>
        <translation>Nur Menschen am Tisch</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>Gegen {level}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>That is where it already is.</source>
        <translation>Da ist es schon.</translation>
    </message>
    <message>
        <source>There is nobody there to move.</source>
        <translation>Dort ist niemand zum Umsetzen.</translation>
    </message>
    <message>
        <source>Every circle there is already taken.</source>
        <translation>Dort sind alle Kreise schon besetzt.</translation>
    </message>
    <message>
        <source>Someone is still waiting on the {san_juan} space while a circle is empty: place them first.</source>
        <translation>Im Feld {san_juan} wartet noch jemand, obwohl ein Kreis frei ist: Setze ihn zuerst ein.</translation>
    </message>
    <message>
        <source>New since your last move (the star on it says so).</source>
        <translation>Neu seit deinem letzten Zug (das sagt der Stern darauf).</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>New since the position shown before (the star on it says so).</source>
        <translation>Neu seit der zuvor gezeigten Stellung (das sagt der Stern darauf).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>Das gehört nicht dorthin.</translation>
    </message>
    <message>
        <source>Taken by {player} this round.</source>
        <translation>In dieser Runde von {player} genommen.</translation>
    </message>
    <message>
        <source>Face-down: {n}</source>
        <translation>Verdeckt: {n}</translation>
    </message>
    <message>
        <source>Quarries: {n}</source>
        <translation>Steinbrüche: {n}</translation>
    </message>
    <message>
        <source>On board: {colonists} and {nobles}.</source>
        <translation>An Bord: {colonists} und {nobles}.</translation>
    </message>
    <message>
        <source>Fewer {colonists} than players are left: the next {mayor_phase} cannot fill the {ship} and ends the game.</source>
        <translation>Weniger {colonists} als Mitspieler sind übrig: Die nächste {mayor_phase} kann das {ship} nicht füllen und beendet das Spiel.</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message>
        <source>Buildings worth {n} VP. Each manned quarry lowers their price by one, at most by {n}.</source>
        <translation>Gebäude mit {n} SP. Jeder besetzte Steinbruch senkt ihren Preis um eins, höchstens um {n}.</translation>
    </message>
    <message>
        <source>Your prices now: {prices}</source>
        <translation>Deine Preise jetzt: {prices}</translation>
    </message>
    <message>
        <source>{load}/{cap}</source>
        <translation>{load}/{cap}</translation>
    </message>
    <message>
        <source>Ship with {cap} holds</source>
        <translation>Schiff mit {cap} Plätzen</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Only {chips} left, and the players hold {held}: the next {captain_phase} may use the chips up, and the game ends with that round.</source>
        <translation>Nur noch {chips} übrig, und die Spieler haben {held}: Die nächste {captain_phase} kann die Chips aufbrauchen, und das Spiel endet mit dieser Runde.</translation>
    </message>
    <message>
        <source>The bank is empty: {vp} more were handed out, counted on paper.</source>
        <translation>Die Bank ist leer: {vp} mehr wurden ausgegeben und auf Papier gezählt.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>{forests} on this {island}</source>
        <translation>{forests} auf dieser {island}</translation>
    </message>
    <message>
        <source>manned by a {noble}</source>
        <translation>besetzt mit einem {noble}</translation>
    </message>
    <message>
        <source>manned</source>
        <translation>besetzt</translation>
    </message>
    <message>
        <source>no {colonist}</source>
        <translation>ohne {colonist}</translation>
    </message>
    <message>
        <source>Guests here: {n}</source>
        <translation>Gäste hier: {n}</translation>
    </message>
    <message>
        <source>Manned by a {noble}, so its effect with a {noble} applies.</source>
        <translation>Mit einem {noble} besetzt: Es gilt die Wirkung mit einem {noble}.</translation>
    </message>
    <message>
        <source>{count} shown here. Only four buildings tell a {noble} from a {colonist}; elsewhere it makes no difference where {nobles} stand, so the table shows them in {san_juan} first, then in the buildings.</source>
        <translation>Hier gezeigt: {count}. Nur vier Gebäude unterscheiden zwischen einem {noble} und einem {colonist}; sonst ist es gleich, wo die {nobles} stehen – der Tisch zeigt sie zuerst im Feld {san_juan}, dann in den Gebäuden.</translation>
    </message>
    <message>
        <source>To place</source>
        <translation>Einzusetzen</translation>
    </message>
    <message>
        <source>{workers} ({nobles} among them)</source>
        <translation>{workers} (davon {nobles})</translation>
    </message>
    <message>
        <source>Trading-house price {price}, for you now {yours}.</source>
        <translation>Preis im Handelshaus {price}, für dich jetzt {yours}.</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Lager</translation>
    </message>
    <message>
        <source>Warehouses</source>
        <translation>Lagerhäuser</translation>
    </message>
    <message>
        <source>Keep one</source>
        <translation>Einen behalten</translation>
    </message>
    <message>
        <source>Single {barrels}</source>
        <translation>Einzelne {barrels}</translation>
    </message>
    <message>
        <source>Drop a good here to keep all {barrels} of that kind.</source>
        <translation>Lege eine Ware hier ab, um alle {barrels} dieser Sorte zu behalten.</translation>
    </message>
    <message>
        <source>Drop a good here to keep a single {barrel} of it.</source>
        <translation>Lege eine Ware hier ab, um einen {barrel} davon zu behalten.</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (du)</translation>
    </message>
    <message>
        <source>{player}: {zone}</source>
        <translation>{player}: {zone}</translation>
    </message>
    <message>
        <source>{count} in all, {nobles} among them</source>
        <translation>{count} insgesamt, davon {nobles}</translation>
    </message>
    <message>
        <source>{nobles} among the {colonists} (1 VP each at the end)</source>
        <translation>{nobles}, in der Zahl der {colonists} enthalten (am Ende je 1 SP)</translation>
    </message>
    <message>
        <source>Keep these</source>
        <translation>Diese behalten</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Handelshaus</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Transportschiffe</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>With the keys: Tab or F6 to the place, the arrows to the space, then Enter.</source>
        <translation>Mit den Tasten: Tab oder F6 zum Ziel, die Pfeiltasten zum Feld, dann Enter.</translation>
    </message>
    <message>
        <source>Now click your {market} (or the building you buy) to trade it in. Esc cancels.</source>
        <translation>Klicke jetzt deinen {market} (oder das Gebäude, das du kaufst) an, um es in Zahlung zu geben. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Now click your {building} to sell this tile. Esc cancels.</source>
        <translation>Klicke jetzt dein {building} an, um dieses Plättchen zu verkaufen. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Now click a free circle or an empty {plantation} for this guest. Esc cancels.</source>
        <translation>Klicke jetzt einen freien Kreis oder eine leere {plantation} für diesen Gast an. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.</source>
        <translation>Klicke jetzt einen freien Kreis (oder das Feld {san_juan}) für diesen {colonist} an. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Now click where it should go — the lit places. Esc cancels.</source>
        <translation>Klicke jetzt das Ziel an – eine der hellen Stellen. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Du bist dran, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Punktestand zeigen</translation>
    </message>
    <message>
        <source>Fill the circles</source>
        <translation>Kreise besetzen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Draw a face-down tile</source>
        <translation>Verdecktes Plättchen ziehen</translation>
    </message>
    <message>
        <source>{good} as a forest</source>
        <translation>{good} als Wald</translation>
    </message>
    <message>
        <source>Yes, take the {colonist}</source>
        <translation>Ja, den {colonist} nehmen</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>No extra good</source>
        <translation>Keine Extra-Ware</translation>
    </message>
    <message>
        <source>Ship nothing</source>
        <translation>Nichts verschiffen</translation>
    </message>
    <message>
        <source>Goods are stored only after the {role_phase}.</source>
        <translation>Waren werden erst nach der {role_phase} gelagert.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} SP</translation>
    </message>
    <message>
        <source>{vp} VP · ×{copies}</source>
        <translation>{vp} SP · ×{copies}</translation>
    </message>
    <message>
        <source>{vp} VP ×{copies}</source>
        <translation>{vp} SP ×{copies}</translation>
    </message>
    <message numerus="yes">
        <source>{barrels} will go back to the supply.</source>
        <translation>
            <numerusform>{barrels} geht zurück in den Vorrat.</numerusform>
            <numerusform>{barrels} gehen zurück in den Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>{noble} ({place})</source>
        <translation>{noble} ({place})</translation>
    </message>
    <message>
        <source>{colonist} ({place})</source>
        <translation>{colonist} ({place})</translation>
    </message>
    <message>
        <source>A VP chip</source>
        <translation>Ein SP-Chip</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>As a forest</source>
        <translation>Als Wald</translation>
    </message>
    <message>
        <source>Guest ({noble}) → {place}</source>
        <translation>Gast ({noble}) → {place}</translation>
    </message>
    <message>
        <source>Guest → {place}</source>
        <translation>Gast → {place}</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
    <message>
        <source>{Nobles}: {buildings}</source>
        <translation>{Nobles}: {buildings}</translation>
    </message>
    <message>
        <source>{Colonists} only</source>
        <translation>Nur {Colonists}</translation>
    </message>
    <message>
        <source>{forest} ({good})</source>
        <translation>{forest} ({good})</translation>
    </message>
    <message>
        <source>Give {goods} (+{vp})</source>
        <translation>{goods} abgeben (+{vp})</translation>
    </message>
    <message>
        <source>Give nothing</source>
        <translation>Nichts abgeben</translation>
    </message>
    <message>
        <source>{building}: {good}</source>
        <translation>{building}: {good}</translation>
    </message>
    <message>
        <source>Sail ({earns})</source>
        <translation>Ablegen ({earns})</translation>
    </message>
    <message>
        <source>{good}: {doubloons}</source>
        <translation>{good}: {doubloons}</translation>
    </message>
    <message>
        <source>Buy a face-down {plantation} ({price})</source>
        <translation>Verdeckte {plantation} kaufen ({price})</translation>
    </message>
    <message>
        <source>Sell: {tile}</source>
        <translation>Verkaufen: {tile}</translation>
    </message>
    <message>
        <source>Stop: the rest back to the supply</source>
        <translation>Aufhören: Rest in den Vorrat</translation>
    </message>
    <message>
        <source>Stop: the rest on the {san_juan} space</source>
        <translation>Aufhören: Rest ins Feld {san_juan}</translation>
    </message>
    <message>
        <source>Raid: {kept}</source>
        <translation>Überfall: {kept}</translation>
    </message>
    <message>
        <source>Raid a ship …</source>
        <translation>Schiff überfallen …</translation>
    </message>
    <message>
        <source>Plunder: +{vp}</source>
        <translation>Plünderung: +{vp}</translation>
    </message>
    <message>
        <source>Plunder: nothing</source>
        <translation>Plünderung: nichts</translation>
    </message>
    <message>
        <source>Poach: +{workers}</source>
        <translation>Abwerbung: +{workers}</translation>
    </message>
    <message>
        <source>Poach: nobody</source>
        <translation>Abwerbung: niemand</translation>
    </message>
    <message>
        <source>Swap a role …</source>
        <translation>Rolle tauschen …</translation>
    </message>
    <message>
        <source>drawn when the draft is over</source>
        <translation>gezogen nach der Gebäudeauswahl</translation>
    </message>
    <message>
        <source>{building} ({vp} VP): {effect}</source>
        <translation>{building} ({vp} SP): {effect}</translation>
    </message>
    <message>
        <source>Met by {player}, who got {reward}.</source>
        <translation>Erfüllt von {player}: {reward}.</translation>
    </message>
    <message>
        <source>Not met yet: {reward} for the first.</source>
        <translation>Noch offen: {reward} für die erste Person.</translation>
    </message>
    <message>
        <source>Now click a loaded cargo ship, the trading house, the {ship} or a role card nobody has used. Esc cancels.</source>
        <translation>Klicke jetzt ein beladenes Schiff, das Handelshaus, das {ship} oder eine ungenutzte Rollenkarte an. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Now click a free circle of your tiles or buildings. Esc cancels.</source>
        <translation>Klicke jetzt einen freien Kreis deiner Plättchen oder Gebäude an. Esc bricht ab.</translation>
    </message>
    <message>
        <source>{wanted}: {player} holds it</source>
        <translation>{wanted}: bei {player}</translation>
    </message>
    <message>
        <source>Swapped this round by {player}, the {smuggler}.</source>
        <translation>In dieser Runde getauscht von {player}, dem {smuggler}.</translation>
    </message>
    <message>
        <source>{workers} to place on free circles now</source>
        <translation>{workers} jetzt auf freie Kreise einzusetzen</translation>
    </message>
    <message>
        <source>Poached: never on the {san_juan} space; those not placed go back.</source>
        <translation>Abgeworben: nie ins Feld {san_juan}; was nicht eingesetzt wird, geht zurück.</translation>
    </message>
    <message>
        <source>From the {festival}: those not placed wait on the {san_juan} space.</source>
        <translation>Vom {festival}: Was nicht eingesetzt wird, wartet im Feld {san_juan}.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What should I do? A computer player suggests a move ({key}).</source>
        <translation>Was soll ich tun? Ein Computerspieler schlägt einen Zug vor ({key}).</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n Kreis</numerusform>
            <numerusform>%n Kreise</numerusform>
        </translation>
    </message>
    <message>
        <source>The {colonists} on the {ship} are handed out round the table, and everyone places all of theirs anew. The {mayor} gets one extra {colonist} from the supply.</source>
        <translation>Die {colonists} vom {ship} werden reihum verteilt; dann setzen alle ihre {colonists} neu ein. Der {mayor} bekommt einen {colonist} extra aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Everyone may buy one building for their {city}. The {builder} pays one less; every manned quarry takes one more off (up to the building&apos;s column).</source>
        <translation>Alle dürfen ein Gebäude für ihre {city} kaufen. Der {builder} zahlt eins weniger; jeder besetzte Steinbruch spart eins mehr (höchstens bis zur Spalte des Gebäudes).</translation>
    </message>
    <message>
        <source>Nobody else acts: the {prospector} simply takes one {doubloon} from the bank.</source>
        <translation>Sonst geschieht nichts: Der {prospector} nimmt sich eine {doubloon} aus der Bank.</translation>
    </message>
    <message>
        <source>Whoever takes this card also gets the {doubloons} on it.</source>
        <translation>Wer diese Karte nimmt, bekommt auch die {doubloons} darauf.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns one {doubloon} more.</source>
        <translation>Jede Ware, die du an das Handelshaus verkaufst, bringt eine {doubloon} mehr.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).</source>
        <translation>Jede Ware, die du an das Handelshaus verkaufst, bringt zwei {doubloons} mehr (zusätzlich zum Gebäude {small_market}).</translation>
    </message>
    <message>
        <source>In the {settler_phase}, before your normal pick, you may add a random face-down {plantation} to your {island}.</source>
        <translation>In der {settler_phase} darfst du vor deiner normalen Wahl eine zufällige verdeckte {plantation} auf deine {island} legen.</translation>
    </message>
    <message>
        <source>In the {settler_phase} you may take a quarry instead of a face-up tile, whoever chose the role.</source>
        <translation>In der {settler_phase} darfst du statt eines offenen Plättchens einen Steinbruch nehmen, egal wer die Rolle gewählt hat.</translation>
    </message>
    <message>
        <source>You may sell a kind of good the trading house already holds.</source>
        <translation>Du darfst auch eine Sorte verkaufen, die schon im Handelshaus liegt.</translation>
    </message>
    <message>
        <source>When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, 5 for all five.</source>
        <translation>Bei der Produktion lohnt sich Vielfalt: 1 {doubloon} für zwei Sorten, 2 für drei, 3 für vier, 5 für alle fünf.</translation>
    </message>
    <message>
        <source>Every building you buy comes with a {colonist} from the supply already in it.</source>
        <translation>Jedes Gebäude, das du kaufst, kommt gleich mit einem {colonist} aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Game end: 1 VP per small and 2 VP per large production building in your {city}.</source>
        <translation>Spielende: 1 SP je kleines und 2 SP je großes Produktionsgebäude in deiner {city}.</translation>
    </message>
    <message>
        <source>Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.</source>
        <translation>Spielende: 4 SP für bis zu 9 belegte Felder deiner {island}, 5 für 10, 6 für 11 und 7 für alle 12.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every three {colonists} you own.</source>
        <translation>Spielende: 1 SP je drei {colonists}, die du besitzt.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every four VP in chips you hold.</source>
        <translation>Spielende: 1 SP je 4 SP auf deinen SP-Chips.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every {violet} building in your {city}, this one included.</source>
        <translation>Spielende: 1 SP für jedes {violet}farbene Gebäude in deiner {city}, dieses eingeschlossen.</translation>
    </message>
    <message>
        <source>{colonists} still to come. When the {ship} can no longer be refilled, the game ends {after_the_round}.</source>
        <translation>{colonists}, die noch kommen. Kann das {ship} nicht mehr aufgefüllt werden, endet das Spiel {after_the_round}.</translation>
    </message>
    <message>
        <source>Victory point chips still in the bank. When they run out while shipping, the game ends {after_the_round}.</source>
        <translation>SP-Chips, die noch in der Bank liegen. Gehen sie beim Verschiffen aus, endet das Spiel {after_the_round}.</translation>
    </message>
    <message>
        <source>Twelve building spaces; large buildings take two. Filling the last space ends the game {after_the_round}.</source>
        <translation>Zwölf Bauplätze; große Gebäude belegen zwei. Wer den letzten belegt, beendet das Spiel {after_the_round}.</translation>
    </message>
    <message>
        <source>With a {colonist} here you may lay the {plantations} you take face down as forests (a drawn one after a look). Every two forests make your buildings one {doubloon} cheaper, even without a {colonist} here.</source>
        <translation>Mit einem {colonist} hier darfst du {plantations}, die du nimmst, verdeckt als Wälder auslegen (eine gezogene, nachdem du sie angesehen hast). Je zwei Wälder machen deine Gebäude eine {doubloon} billiger, auch ohne {colonist} hier.</translation>
    </message>
    <message>
        <source>Short of money when building: pay what you lack, and no more, with a VP chip, a {barrel} and a {colonist}, one {doubloon} each, at most one of each.</source>
        <translation>Fehlt dir beim Bauen Geld: Zahle, was fehlt, und nicht mehr, mit einem SP-Chip, einem {barrel} und einem {colonist}, je eine {doubloon}, von jedem höchstens eins.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep up to three more {barrels}, of any kinds.</source>
        <translation>Nach der {captain_phase} behältst du bis zu drei {barrels} mehr, beliebiger Sorten.</translation>
    </message>
    <message>
        <source>Its {colonists} are guests: outside the {mayor_phase} you may move them, whenever you want (as a phase starts too), onto a free circle in your {city} or on your {island}; they work there at once.</source>
        <translation>Seine {colonists} sind Gäste: Außerhalb der {mayor_phase} darfst du sie, wann immer du willst (auch zu Beginn einer Phase), auf einen freien Kreis in deiner {city} oder auf deiner {island} setzen; dort arbeiten sie sofort.</translation>
    </message>
    <message>
        <source>In the {trader_phase}, sell one good straight to the supply instead of to the trading house: its price and the privilege, without the markets&apos; bonus.</source>
        <translation>In der {trader_phase} verkaufst du eine Ware direkt an den Vorrat statt ans Handelshaus: ihr Preis und das Privileg, ohne den Bonus der Märkte.</translation>
    </message>
    <message>
        <source>Every building you build after it brings VP chips: 1 for a building of column 2 or 3, 2 for column 4.</source>
        <translation>Jedes Gebäude, das du danach baust, bringt SP-Chips: 1 für ein Gebäude der Spalte 2 oder 3, 2 für Spalte 4.</translation>
    </message>
    <message>
        <source>Once per {captain_phase}, ship {barrels} of any kinds on your own small ship: 1 VP per two {barrels}.</source>
        <translation>Einmal pro {captain_phase} verschiffst du {barrels} beliebiger Sorten auf deinem eigenen kleinen Schiff: 1 SP je zwei {barrels}.</translation>
    </message>
    <message>
        <source>Every shipment you make brings a {doubloon}, and one more when you are the {captain}.</source>
        <translation>Jede deiner Verschiffungen bringt eine {doubloon}, und eine mehr, wenn du {captain} bist.</translation>
    </message>
    <message>
        <source>When goods are produced: your largest production of one kind other than corn, less one, in {doubloons}.</source>
        <translation>Bei der Produktion: deine größte Produktion einer Sorte außer Mais, minus eins, in {doubloons}.</translation>
    </message>
    <message>
        <source>The privileges of the roles you choose count twice.</source>
        <translation>Die Privilegien deiner gewählten Rollen zählen doppelt.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: 1 VP for every pair of equal {barrels} you hold, of every kind.</source>
        <translation>Wenn du in der {captain_phase} zum ersten Mal an der Reihe bist, vor dem Verschiffen: 1 SP für jedes Paar gleicher {barrels}, die du hast, in jeder Sorte.</translation>
    </message>
    <message>
        <source>Game end: 1, 3, 6 or 10 VP for one to four sets of three equal tiles on your {island} (all forests count as one kind).</source>
        <translation>Spielende: 1, 3, 6 oder 10 SP für ein bis vier Sätze von drei gleichen Plättchen auf deiner {island} (alle Wälder zählen als eine Sorte).</translation>
    </message>
    <message>
        <source>A tile laid face down as a forest (with the {forest_house}): no {colonist} works on it, and it fills an {island} space. Every two forests make your buildings one {doubloon} cheaper, with or without the {forest_house}.</source>
        <translation>Ein verdeckt als Wald ausgelegtes Plättchen (mit dem Gebäude {forest_house}): Darauf setzt du keinen {colonist}, und es belegt ein Feld deiner {island}. Je zwei Wälder machen deine Gebäude eine {doubloon} billiger, mit oder ohne das Gebäude {forest_house}.</translation>
    </message>
    <message>
        <source>A monument: 8 VP, needs no {colonist}.</source>
        <translation>Ein Denkmal: 8 SP, braucht keinen {colonist}.</translation>
    </message>
    <message>
        <source>In your {trader} turn, before selling: with a {colonist}, buy the top face-down {plantation} for 1 {doubloon}; with a {noble}, sell one of your {plantations} or forests for 1 {doubloon}.</source>
        <translation>In deinem Zug der {trader}phase, vor dem Verkauf: mit einem {colonist} die oberste verdeckte {plantation} für 1 {doubloon} kaufen; mit einem {noble} eine deiner {plantations} oder einen Wald für 1 {doubloon} verkaufen.</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} with a {colonist} in it, a VP chip with a {noble}.</source>
        <translation>In jeder {craftsman_phase}: eine {doubloon} mit einem {colonist} darin, ein SP-Chip mit einem {noble}.</translation>
    </message>
    <message>
        <source>End of the {settler_phase}: with a {colonist}, you may give up one {plantation} or forest; with a {noble}, 2 VP chips if your {island} has more empty spaces than every other.</source>
        <translation>Ende der {settler_phase}: Mit einem {colonist} darfst du eine {plantation} oder einen Wald abgeben; mit einem {noble} 2 SP-Chips, wenn deine {island} mehr freie Felder hat als jede andere.</translation>
    </message>
    <message>
        <source>With a {colonist}: buildings of columns 1 to 3 cost one {doubloon} less; with a {noble}: those of column 4 cost two less.</source>
        <translation>Mit einem {colonist}: Gebäude der Spalten 1 bis 3 kosten eine {doubloon} weniger; mit einem {noble}: die der Spalte 4 zwei weniger.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: give {barrels} of different kinds to the supply, at most one per {noble} you own, for 1 VP each.</source>
        <translation>Wenn du in der {captain_phase} zum ersten Mal an der Reihe bist, vor dem Verschiffen: {barrels} verschiedener Sorten an den Vorrat abgeben, höchstens einen je {noble}, den du hast, für je 1 SP.</translation>
    </message>
    <message>
        <source>Every {mayor_phase}: a {noble} from the supply (a {colonist} when none is left).</source>
        <translation>In jeder {mayor_phase} erhältst du einen {noble} aus dem Vorrat (einen {colonist}, wenn keiner mehr da ist).</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} per {noble} you own.</source>
        <translation>In jeder {craftsman_phase}: eine {doubloon} je {noble}, den du hast.</translation>
    </message>
    <message>
        <source>Game end: 1 more VP per {noble} you own (besides its own VP).</source>
        <translation>Spielende: 1 SP mehr je {noble}, den du hast (zusätzlich zu seinem eigenen SP).</translation>
    </message>
    <message>
        <source>{nobles} still to come: after every {mayor_phase} one of them stands on the {ship} instead of a {colonist}, while any are left. A {noble} works like a {colonist}; each is worth 1 VP at the end.</source>
        <translation>Hier warten die {nobles}: Nach jeder {mayor_phase} steht, solange es welche gibt, einer von ihnen statt einem {colonist} auf dem {ship}. Er arbeitet wie jeder andere; für jeden {noble} gibt es am Ende 1 SP.</translation>
    </message>
    <message>
        <source>Everyone&apos;s manned {plantations} and production buildings turn out goods. The {craftsman} then takes one more {barrel} of a kind just produced.</source>
        <translation>Alle besetzten {plantations} und Produktionsgebäude liefern Waren. Der {craftsman} nimmt danach einen weiteren {barrel} einer eben produzierten Sorte.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of one kind, on top of the single {barrel} everyone keeps.</source>
        <translation>Nach der {captain_phase} behältst du alle {barrels} einer Sorte, zusätzlich zu dem einen {barrel}, den alle behalten.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of two kinds, on top of the single {barrel} everyone keeps.</source>
        <translation>Nach der {captain_phase} behältst du alle {barrels} zweier Sorten, zusätzlich zu dem einen {barrel}, den alle behalten.</translation>
    </message>
    <message>
        <source>Each shipment you make, onto a cargo ship or a wharf of yours, earns one VP more.</source>
        <translation>Jede Lieferung, ob auf ein Transportschiff oder eine eigene Werft, bringt dir 1 SP mehr.</translation>
    </message>
    <message>
        <source>Your own ship without a size limit: once per {captain_phase}, ship all {barrels} of one kind here instead of on a cargo ship.</source>
        <translation>Dein eigenes Schiff ohne Größenlimit: Einmal pro {captain_phase} verschiffst du hier alle {barrels} einer Sorte statt auf einem Transportschiff.</translation>
    </message>
    <message>
        <source>One {barrel} more when your large {indigo} or large sugar building produces.</source>
        <translation>Ein {barrel} mehr, wenn dein großes Produktionsgebäude für {indigo} oder Zucker produziert.</translation>
    </message>
    <message>
        <source>Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned {good} {plantation} that a {colonist} here can process ({circles}).</source>
        <translation>Macht aus der Ernte deiner besetzten {plantations} ({good}) {barrels}: je besetzter {plantation} ({good}) ein {barrel}, soweit hier dafür ein Kreis mit einem {colonist} besetzt ist ({circles}).</translation>
    </message>
    <message>
        <source>Works only while a {colonist} or a {noble} is in it.</source>
        <translation>Wirkt nur mit einem {colonist} oder einem {noble} darin.</translation>
    </message>
    <message>
        <source>Works only while a {colonist} is in it.</source>
        <translation>Wirkt nur mit einem {colonist} darin.</translation>
    </message>
    <message>
        <source>Costs {cost}, worth {vp} · {circles} · column {column}</source>
        <translation>Kostet {cost}, zählt {vp} · {circles} · Spalte {column}</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.</source>
        <translation>Groß: belegt zwei Felder deiner {city}; der Bonus bei Spielende zählt nur mit einem {colonist} darin.</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces.</source>
        <translation>Groß: belegt zwei Felder deiner {city}.</translation>
    </message>
    <message>
        <source>You would pay {cost} now.</source>
        <translation>Du würdest jetzt {cost} zahlen.</translation>
    </message>
    <message>
        <source>Left in the market: {n}</source>
        <translation>Noch im Angebot: {n}</translation>
    </message>
    <message>
        <source>The role cards. On your turn take one: everybody then does that action, you with a small advantage. Cards nobody took collect a {doubloon} each round.</source>
        <translation>Die Rollenkarten. Wenn du dran bist, nimm eine: Alle führen dann diese Aktion aus, du mit einem kleinen Vorteil. Karten, die niemand nimmt, sammeln jede Runde eine {doubloon}.</translation>
    </message>
    <message>
        <source>Face-up {plantations} for the {settler_phase}. What nobody takes is discarded afterwards.</source>
        <translation>Offene {plantations} für die {settler_phase}. Was niemand nimmt, wird danach abgelegt.</translation>
    </message>
    <message>
        <source>Everyone, the {settler} first, may add one face-up {plantation} to their {island}. The {settler} may take a quarry instead.</source>
        <translation>Alle dürfen reihum eine offene {plantation} auf ihre {island} legen, der {settler} zuerst. Der {settler} darf stattdessen einen Steinbruch nehmen.</translation>
    </message>
    <message>
        <source>Each {plantation} or quarry you take from the open display in the {settler_phase} arrives with a {colonist} on it (from the supply, or from the {ship} when the supply is empty). The face-down tile of the {hacienda} comes without one.</source>
        <translation>Eine offene {plantation} oder ein Steinbruch, die du in der {settler_phase} nimmst, kommt gleich mit einem {colonist} darauf (aus dem Vorrat oder, wenn der leer ist, vom {ship}). Das verdeckte Plättchen der {hacienda} kommt ohne.</translation>
    </message>
    <message>
        <source>Everyone may sell one good to the trading house, which holds four goods of different kinds. Prices: corn 0, {indigo} 1, sugar 2, tobacco 3, coffee 4 {doubloons}. The {trader} earns one {doubloon} more.</source>
        <translation>Alle dürfen eine Ware an das Handelshaus verkaufen; es fasst vier Waren verschiedener Sorten. Preise: Mais 0, {indigo} 1, Zucker 2, Tabak 3, Kaffee 4 {doubloons}. Der {trader} erhält eine {doubloon} mehr.</translation>
    </message>
    <message>
        <source>In turn, round after round, everyone who can must load goods onto a cargo ship: one kind, as many {barrels} as fit. It goes on until nobody can load any more: one VP per {barrel}, and one more for the {captain}&apos;s first load. Then everyone keeps one {barrel} (more with a warehouse); the rest go back to the supply.</source>
        <translation>Reihum, Runde um Runde, muss jeder, der kann, Waren auf ein Transportschiff laden: eine Sorte, so viele {barrels} wie passen. Das geht weiter, bis niemand mehr laden kann: 1 SP je {barrel}, und 1 SP mehr für die erste Ladung des {captain}s. Danach behält jeder einen {barrel} (mehr mit einem Lager); der Rest geht in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one, and anyone with a manned {construction_hut}.</source>
        <translation>Steinbrüche machen Gebäude billiger, sobald sie mit einem {colonist} besetzt sind. Nur der {settler} darf einen nehmen, und wer das Gebäude {construction_hut} besetzt hat.</translation>
    </message>
    <message>
        <source>Face-down {plantations}: they refill the offer after each {settler_phase}.</source>
        <translation>Verdeckte {plantations}: Sie füllen nach jeder {settler_phase} die Auslage auf.</translation>
    </message>
    <message>
        <source>These {colonists} arrive in the next {mayor_phase}. Afterwards it is refilled with one for every empty building circle, at least one per player.</source>
        <translation>Diese {colonists} kommen in der nächsten {mayor_phase} an. Danach wird für jeden freien Gebäudekreis einer nachgefüllt, mindestens einer je Spieler.</translation>
    </message>
    <message>
        <source>Buildings for sale, by column. Each player may own each building once. Manned quarries lower the price by up to the column number.</source>
        <translation>Gebäude zum Kauf, nach Spalten. Jedes Gebäude darf man nur einmal besitzen. Besetzte Steinbrüche senken den Preis um höchstens die Spaltenzahl.</translation>
    </message>
    <message>
        <source>Four places, each kind of good only once. When all four are taken, it is emptied after the {trader_phase}.</source>
        <translation>Vier Plätze, jede Warensorte nur einmal. Sind alle vier belegt, wird es nach der {trader_phase} geleert.</translation>
    </message>
    <message>
        <source>Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after the {captain_phase}; the others keep their cargo.</source>
        <translation>Jedes Schiff lädt nur eine Warensorte, und keine zwei Schiffe dieselbe. Volle Schiffe werden nach der {captain_phase} entladen; die anderen behalten ihre Ladung.</translation>
    </message>
    <message>
        <source>Your private ship from the {wharf}: all {barrels} of one kind, once per phase.</source>
        <translation>Dein eigenes Schiff ({wharf}): alle {barrels} einer Sorte, einmal pro Phase.</translation>
    </message>
    <message>
        <source>{barrels} left in the supply. Nobody produces a good that has run out.</source>
        <translation>{barrels} im Vorrat. Ist eine Sorte aufgebraucht, produziert niemand mehr davon.</translation>
    </message>
    <message>
        <source>Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.</source>
        <translation>Zwölf Felder für {plantations} und Steinbrüche. Ein Plättchen wirkt nur mit einem {colonist} darauf.</translation>
    </message>
    <message>
        <source>{colonists} waiting for work. In the {mayor_phase} they may only stay here when every circle is full.</source>
        <translation>{colonists}, die auf Arbeit warten. In der {mayor_phase} dürfen sie nur hier bleiben, wenn alle Kreise besetzt sind.</translation>
    </message>
    <message>
        <source>Your goods: sell them to the trading house or ship them for VP.</source>
        <translation>Deine Waren: an das Handelshaus verkaufen oder für SP verschiffen.</translation>
    </message>
    <message>
        <source>This player&apos;s goods: to be sold to the trading house or shipped for VP; at the end of the {captain_phase} only one of them is kept, and more with a warehouse.</source>
        <translation>Die Waren dieses Spielers: zum Verkauf an das Handelshaus oder zum Verschiffen für SP; am Ende der {captain_phase} bleibt nur eine davon, mit einem Lager mehr.</translation>
    </message>
    <message>
        <source>Money to buy buildings. Also breaks a tie at the end.</source>
        <translation>Geld für Gebäude. Entscheidet am Ende auch bei Gleichstand.</translation>
    </message>
    <message>
        <source>VP chips earned by shipping.</source>
        <translation>Durch Verschiffen verdiente SP-Chips.</translation>
    </message>
    <message>
        <source>Everyone&apos;s standing at a glance.</source>
        <translation>Der Stand aller Spieler auf einen Blick.</translation>
    </message>
    <message>
        <source>small production building</source>
        <translation>kleines Produktionsgebäude</translation>
    </message>
    <message>
        <source>large production building</source>
        <translation>großes Produktionsgebäude</translation>
    </message>
    <message>
        <source>{violet} building</source>
        <translation>{violet}farbenes Gebäude</translation>
    </message>
    <message>
        <source>large {violet} building</source>
        <translation>großes {violet}farbenes Gebäude</translation>
    </message>
    <message>
        <source>Three goals, each rewarded once, to the first player who meets it; they may be met in any order. A goal met is marked with its winner, and its pieces go back.</source>
        <translation>Drei Aufgaben, jede einmal belohnt, für die Person, die sie zuerst erfüllt; die Reihenfolge ist beliebig. Eine erfüllte Aufgabe trägt den Namen dessen, der sie erfüllt hat, und ihre Teile gehen zurück.</translation>
    </message>
    <message>
        <source>The first player with three {plantations} of this kind on the {island} gets three {colonists} from the supply (as many as are left), placed at once on free circles or on the {san_juan} space.</source>
        <translation>Wer zuerst drei {plantations} dieser Sorte auf der {island} hat, bekommt drei {colonists} aus dem Vorrat (so viele noch da sind), sofort auf freie Kreise oder ins Feld {san_juan} gesetzt.</translation>
    </message>
    <message>
        <source>The first player to produce at least these three {barrels} in one {craftsman_phase} gets 3 {doubloons} from the bank. The {craftsman}&apos;s extra {barrel} does not count.</source>
        <translation>Wer zuerst in einer {craftsman_phase} mindestens diese drei {barrels} produziert, bekommt 3 {doubloons} von der Bank. Der zusätzliche {barrel}, den der {craftsman} als Privileg nimmt, zählt nicht.</translation>
    </message>
    <message>
        <source>The first player to build this building gets 3 VP chips from the supply.</source>
        <translation>Wer zuerst dieses Gebäude baut, bekommt 3 SP-Chips aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Only you act, once, choosing one of four: raid a cargo ship (keep up to three of its {barrels}), plunder the trading house (a VP chip per good taken out), poach {colonists} from the {ship} down to one per player (keep up to three, placed at once, never on the {san_juan} space), or swap a role card not used yet this round (its {doubloons} are yours; 3 more if someone else takes it, else you play it when the round ends). No {doubloon} is ever put on this card, and whoever takes it holds the wanted poster. No building adds to any of this.</source>
        <translation>Nur du handelst, einmal, mit einer von vier Möglichkeiten: ein Transportschiff überfallen (bis zu drei seiner {barrels} behalten), das Handelshaus plündern (ein SP-Chip pro entfernter Ware), {colonists} vom {ship} abwerben, bis einer pro Person übrig ist (bis zu drei behalten, sofort eingesetzt, nie ins Feld {san_juan}), oder eine in dieser Runde ungenutzte Rolle tauschen (ihre {doubloons} gehören dir; 3 mehr, wenn jemand anderes sie nimmt, sonst spielst du sie am Rundenende). Auf diese Karte kommt nie eine {doubloon}, und wer sie nimmt, bekommt den Steckbrief. Kein Gebäude verbessert etwas davon.</translation>
    </message>
    <message>
        <source>Whoever took the {smuggler} last holds the wanted poster and may not take the {smuggler} again until another player has taken it.</source>
        <translation>Wer den {smuggler} zuletzt nahm, hat den Steckbrief und darf den {smuggler} erst wieder nehmen, wenn eine andere Person ihn genommen hat.</translation>
    </message>
    <message>
        <source>If another player takes this role this round, the {smuggler} gets 3 {doubloons} from the bank; if nobody takes it, the {smuggler} plays it himself when the round ends.</source>
        <translation>Nimmt in dieser Runde eine andere Person diese Rolle, bekommt der {smuggler} 3 {doubloons} von der Bank; nimmt sie niemand, spielt der {smuggler} sie am Rundenende selbst.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
    <message>
        <source>Show the explanation</source>
        <translation>Erklärung zeigen</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>The explanation before</source>
        <translation>Vorige Erklärung</translation>
    </message>
    <message>
        <source>The next explanation</source>
        <translation>Nächste Erklärung</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Your tutorial game is waiting. Continue where you left off, or start again from the beginning?</source>
        <translation>Deine Lernpartie wartet. Dort weiterspielen, wo du aufgehört hast, oder ganz von vorn beginnen?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Von vorn beginnen</translation>
    </message>
    <message>
        <source>Welcome to Puerto Rico</source>
        <translation>Willkommen in Puerto Rico</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} beginnt</translation>
    </message>
    <message>
        <source>You have met every role</source>
        <translation>Du kennst jetzt alle Rollen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>You run a colony in the Caribbean, against two computer players who are beginners too. When the game ends, the most victory points win: you earn them with the buildings in your {city} and by shipping goods. Each round every player takes one role card; everybody then plays that role in turn, but whoever took it gets a little extra.</source>
        <translation>Du führst eine Kolonie in der Karibik, gegen zwei Computerspieler, die selbst noch Anfänger sind. Am Ende gewinnt, wer die meisten Siegpunkte hat: Du bekommst sie für die Gebäude in deiner {city} und für verschiffte Waren. Nacheinander nimmt sich jeder eine Rollenkarte; diese Rolle spielen dann alle reihum, aber wer sie genommen hat, bekommt etwas extra.</translation>
    </message>
    <message>
        <source>One after the other, beginning with the player who took the card, everybody adds one face-up {plantation} to their {island}. The chooser may take a quarry instead: quarries make buildings cheaper. A new tile yields nothing until one of your {colonists} works on it.</source>
        <translation>Reihum, beginnend mit dem, der die Karte genommen hat, legt jeder eine offene {plantation} auf seine {island}. Wer die Rolle gewählt hat, darf stattdessen einen Steinbruch nehmen: Steinbrüche verbilligen Gebäude. Ein neues Plättchen bringt erst etwas, wenn einer deiner {colonists} darauf arbeitet.</translation>
    </message>
    <message>
        <source>New {colonists} arrive: the ones on the {ship} are dealt out around the table, beginning with the chooser, who also gets one more from the supply. Then everybody places their {colonists} on the circles of their tiles and buildings: only what is manned produces or works. At the end the {ship} is filled again for next time.</source>
        <translation>Neue {colonists} kommen an: Die auf dem {ship} werden reihum verteilt, beginnend mit dem, der die Rolle gewählt hat; er bekommt außerdem einen aus dem Vorrat dazu. Dann setzt jeder seine {colonists} in die Kreise seiner Plättchen und Gebäude: Nur was besetzt ist, produziert oder wirkt. Zum Schluss wird das {ship} für das nächste Mal wieder gefüllt.</translation>
    </message>
    <message>
        <source>Every player produces goods: one {barrel} for each manned {plantation} whose harvest a manned production building of the same kind can process. {Corn} needs no building. The chooser then takes one more {barrel} of a kind just produced.</source>
        <translation>Alle produzieren Waren: einen {barrel} für jede besetzte {plantation}, deren Ernte ein besetztes Produktionsgebäude derselben Sorte verarbeiten kann. {Corn} braucht kein Gebäude. Wer die Rolle gewählt hat, nimmt danach noch einen {barrel} einer Sorte, die er gerade produziert hat.</translation>
    </message>
    <message>
        <source>In turn, every player may buy one building for their {city}; the chooser pays one {doubloon} less, and each manned quarry takes off one more (no more of them than the building&apos;s column number). Production buildings turn your harvest into goods, the {violet} ones give you an advantage of their own. Every building counts victory points at the end.</source>
        <translation>Reihum darf jeder ein Gebäude für seine {city} kaufen; wer die Rolle gewählt hat, zahlt eine {doubloon} weniger, und jeder besetzte Steinbruch spart eine weitere (höchstens so viele Steinbrüche, wie die Spalte des Gebäudes zählt). Produktionsgebäude machen aus deiner Ernte Waren, die übrigen Gebäude ({violet}) bringen dir jedes einen eigenen Vorteil. Jedes Gebäude zählt am Ende Siegpunkte.</translation>
    </message>
    <message>
        <source>In turn, every player may sell one {barrel} to the trading house. It takes each kind of good only once, and dearer goods bring more {doubloons}; once its four places are full, it is emptied at the end of the phase. The chooser earns one {doubloon} more for a sale of their own.</source>
        <translation>Reihum darf jeder einen {barrel} an das Handelshaus verkaufen. Es nimmt jede Warensorte nur einmal, und teurere Waren bringen mehr {doubloons}; sind seine vier Felder voll, wird es am Ende der Phase geleert. Wer die Rolle gewählt hat, bekommt für einen eigenen Verkauf eine {doubloon} mehr.</translation>
    </message>
    <message>
        <source>Going round the table again and again, the players load goods onto the cargo ships until nobody can load any more. Every {barrel} shipped earns one victory point (the chooser gets one more for the first load); a ship takes one kind of good only, and whoever can load must do so. Afterwards each player keeps only one {barrel} (more with a warehouse); the rest goes back.</source>
        <translation>Immer wieder reihum laden alle Waren auf die Transportschiffe, bis niemand mehr laden kann. Jeder verschiffte {barrel} bringt einen Siegpunkt (wer die Rolle gewählt hat, bekommt für die erste Ladung einen mehr); ein Schiff nimmt nur eine Warensorte, und wer laden kann, muss laden. Danach behält jeder nur einen {barrel} (mit einem Lagerhaus mehr); der Rest geht zurück.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses first now. Each role card that nobody took got one {doubloon} on it: whoever takes that card gets those {doubloons} too.</source>
        <translation>Die {governor}skarte ist zum nächsten Spieler gewandert, der jetzt als Erster wählt. Auf jede Rollenkarte, die niemand genommen hat, kam eine {doubloon}: Wer diese Karte nimmt, bekommt die {doubloons} dazu.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. A good role helps you more than the others: the {captain} when you have goods to ship, the {builder} when you can afford a good building. The end comes when the victory point chips run out, the {ship} cannot be filled or a {city} is full; play then goes on only until the {governor} card would move on.</source>
        <translation>Ab jetzt sagt dir die Anleitung nur noch, was zu tun ist; die Entscheidungen triffst du. Eine gute Rolle hilft dir mehr als den anderen: der {captain}, wenn du Waren zum Verschiffen hast, der {builder}, wenn du dir ein gutes Gebäude leisten kannst. Das Ende kommt, wenn die SP-Chips ausgehen, das {ship} nicht mehr gefüllt werden kann oder eine {city} voll ist; dann wird nur noch gespielt, bis die {governor}skarte weiterwandern würde.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from. You have played a whole game now: for the next one, choose New game in the File menu and pick your opponents there.</source>
        <translation>Die Wertung zeigt, woher die Siegpunkte aller Spieler kommen. Jetzt hast du eine ganze Partie gespielt: Für die nächste wähle im Menü Datei „Neues Spiel…“ und such dir dort deine Gegner aus.</translation>
    </message>
    <message>
        <source>Click one of the outlined role cards to take it. Rest the mouse on a card to read what it does.</source>
        <translation>Klicke auf eine der umrandeten Rollenkarten, um sie zu nehmen. Lass die Maus auf einer Karte ruhen, um zu lesen, was sie bewirkt.</translation>
    </message>
    <message>
        <source>Drag one {plantation} from the outlined offer onto your {island} (or double-click it).</source>
        <translation>Ziehe eine {plantation} aus der umrandeten Auslage auf deine {island} (oder doppelklicke darauf).</translation>
    </message>
    <message>
        <source>As the {mayor} you may take one extra {colonist}: answer with the buttons at the top.</source>
        <translation>Als {mayor} darfst du einen zusätzlichen {colonist} nehmen: Antworte mit den Knöpfen oben.</translation>
    </message>
    <message>
        <source>Drag your {colonists} from the {san_juan} space onto free circles of your tiles and buildings (or press “{fill}”), then press “{done}”.</source>
        <translation>Ziehe deine {colonists} aus dem Feld {san_juan} in freie Kreise deiner Plättchen und Gebäude (oder drücke „{fill}“), dann drücke „{done}“.</translation>
    </message>
    <message>
        <source>Drag a building you can afford from the outlined list onto a free space of your {city}, or press “{pass}” to keep your {doubloons}.</source>
        <translation>Ziehe ein Gebäude, das du bezahlen kannst, aus der umrandeten Liste auf ein freies Feld deiner {city}, oder drücke „{pass}“, um deine {doubloons} zu behalten.</translation>
    </message>
    <message>
        <source>As the {craftsman} you get one extra {barrel}: choose its kind with the buttons at the top.</source>
        <translation>Als {craftsman} bekommst du einen zusätzlichen {barrel}: Wähle seine Sorte mit den Knöpfen oben.</translation>
    </message>
    <message>
        <source>Drag one of your goods from your board onto the trading house to sell it, or press “{pass}”.</source>
        <translation>Ziehe eine deiner Waren von deinem Spielplan auf das Handelshaus, um sie zu verkaufen, oder drücke „{pass}“.</translation>
    </message>
    <message>
        <source>Drag a kind of good from your board onto an outlined cargo ship: every {barrel} of it that fits goes aboard.</source>
        <translation>Ziehe eine Warensorte von deinem Spielplan auf ein umrandetes Transportschiff: Jeder {barrel} davon, der noch passt, kommt an Bord.</translation>
    </message>
    <message>
        <source>Choose what stays on your board. The panel there already holds the best choice: press “{keep}”, or drag other goods onto its places first.</source>
        <translation>Wähle, was auf deinem Spielplan bleibt. Der Bereich dort zeigt schon die beste Wahl: Drücke „{keep}“ oder ziehe vorher andere Waren auf seine Plätze.</translation>
    </message>
    <message>
        <source>One of your buildings offers you an extra {colonist}: answer with the buttons at the top.</source>
        <translation>Eines deiner Gebäude bietet dir einen zusätzlichen {colonist} an: Antworte mit den Knöpfen oben.</translation>
    </message>
    <message>
        <source>Drag from here</source>
        <translation>Von hier ziehen</translation>
    </message>
    <message>
        <source>Drop here</source>
        <translation>Hierhin ablegen</translation>
    </message>
    <message>
        <source>Click here</source>
        <translation>Hier klicken</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings and {plantations} marks what they did since your last move.</source>
        <translation>Ein Stern auf den Gebäuden und {plantations} der anderen zeigt, was sie seit deinem letzten Zug getan haben.</translation>
    </message>
    <message>
        <source>You chose this role last.</source>
        <translation>Zuletzt hast du diese Rolle gewählt.</translation>
    </message>
    <message>
        <source>{player} chose this role last.</source>
        <translation>Zuletzt hat {player} diese Rolle gewählt.</translation>
    </message>
    <message>
        <source>The game is over: the score sheet has the result.</source>
        <translation>Das Spiel ist vorbei: Die Wertung zeigt das Ergebnis.</translation>
    </message>
    <message>
        <source>{player} is to move. Watch the table: the line at its top and the game log tell what happens.</source>
        <translation>{player} ist am Zug. Schau auf den Tisch: Die Zeile oben und der Spielverlauf erzählen, was passiert.</translation>
    </message>
    <message>
        <source>Your turn: the line at the top of the table says what to do.</source>
        <translation>Du bist dran: Die Zeile oben am Tisch sagt, was zu tun ist.</translation>
    </message>
    <message>
        <source>You are the {governor} this round, so you choose first.</source>
        <translation>Du bist diesmal {governor}, also wählst du als Erster.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Schluss</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Meanwhile</source>
        <translation>Währenddessen</translation>
    </message>
    <message>
        <source>The computer players wait while you read. Click “Got it” to go on.</source>
        <translation>Die Computerspieler warten, bis du gelesen hast. Klicke auf „Verstanden“, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Learn to play the board game…</source>
        <translation>Das Brettspiel spielen &amp;lernen…</translation>
    </message>
    <message>
        <source>Learn to play the &amp;card game…</source>
        <translation>Das &amp;Kartenspiel spielen lernen…</translation>
    </message>
</context>
<context>
    <name>WelcomeWidget</name>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>No game is running. Start a new one — the board game or the card game — against the computer or with friends at this screen, learn to play with a guided first game, or open a saved game.</source>
        <translation>Es läuft kein Spiel. Starte ein neues – das Brettspiel oder das Kartenspiel – gegen den Computer oder mit Freunden an diesem Bildschirm, lerne das Spiel in einer geführten ersten Partie kennen oder öffne ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <source>Chances to win</source>
        <translation>Gewinnchancen</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win after every round, as the computer players estimate it from what everybody can see. The dashed line is the chance each would have if all were equal.</source>
        <translation>Die Gewinnchance jedes Spielers nach jeder Runde, wie die Computerspieler sie aus dem schätzen, was alle sehen können. Die gestrichelte Linie ist die Chance, die jeder hätte, wenn alle gleich stünden.</translation>
    </message>
    <message>
        <source>Once a game runs, each player&apos;s chance to win is drawn here, round by round.</source>
        <translation>Sobald eine Partie läuft, steht hier die Gewinnchance jedes Spielers, Runde für Runde.</translation>
    </message>
</context>
</TS>
