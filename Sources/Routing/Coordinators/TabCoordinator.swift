/// A route coordinator of several stacks, one per tab (or per column of a split view): each
/// route opens on the stack its tab names, through one set of guards with one pending route
/// for all, and a route opened on another tab's stack selects that tab.
///
/// An app subclasses it, says how each route is shown in ``RouteCoordinator/presentation(of:)`` and on which
/// tab in ``tab(of:)``; a tab bar adapter shows ``selectedTab``, learns of changes through
/// ``onSelectTab``, and calls ``select(_:)`` when the user taps a tab:
///
/// ```swift
/// enum Tab: String, CaseIterable, Sendable { case recipes, search, account }
///
/// final class RecipesCoordinator: TabCoordinator<RecipeRoute, Session, Tab> {
///   override func tab(of route: RecipeRoute) -> Tab? {
///     switch route {
///     case .recipe, .category: .recipes
///     case .search: .search
///     case .orders, .checkout: .account
///     }
///   }
///
///   override func presentation(of route: RecipeRoute) -> RoutePresentation {
///     .push(RecipeScene(input: route))
///   }
/// }
/// ```
///
/// ``savedNavigation()`` saves every tab's stack, and the selected tab, by the tabs' raw values.
@MainActor
open class TabCoordinator<
  Route: Hashable & Sendable, Context, Tab: Hashable & Sendable & CaseIterable & RawRepresentable
>: RouteCoordinator<Route, Context> where Tab.RawValue == String {
  /// The tab shown now.
  public private(set) var selectedTab: Tab

  /// Called when ``selectedTab`` changes, by a route opened on another tab or by
  /// ``select(_:)``: where a tab bar adapter learns of it.
  public var onSelectTab: ((Tab) -> Void)?

  /// Each tab's stack, in the order of `Tab.allCases`.
  private let stacks: [(tab: Tab, stack: SceneStack)]
  /// Whether saved navigation is being restored: tabs are not selected route by route then,
  /// only the saved one at the end.
  private var isRestoring = false

  /// Creates the coordinator with one stack per tab, each at the root scene `root` makes.
  ///
  /// - Parameters:
  ///   - selected: The tab shown first; ``Coordinator/navigationStack`` is its stack.
  ///   - context: What the guards decide by.
  ///   - guards: The conditions routes must meet, on every tab, in order.
  ///   - links: The table that turns links into routes, for ``RouteCoordinator/open(link:)``.
  ///   - root: The root scene of a tab's stack; a new scene for each tab.
  /// - Throws: ``NavigationError/sceneOnAnotherStack(_:)`` when another stack shows a root.
  public init(
    selected: Tab, context: Context, guards: [any RouteGuard<Route, Context>] = [],
    links: DeepLinkTable<Route>? = nil, root: (Tab) -> any HeadlessScene
  ) throws(NavigationError) {
    var stacks: [(tab: Tab, stack: SceneStack)] = []
    for tab in Tab.allCases {
      stacks.append((tab, try SceneStack(root: root(tab))))
    }
    self.stacks = stacks
    selectedTab = selected
    let selectedStack = stacks.first { $0.tab == selected }?.stack ?? stacks[0].stack
    super.init(stack: selectedStack, context: context, guards: guards, links: links)
  }

  /// The tab `route` opens on; `nil` for the tab shown now. Subclasses override it.
  open func tab(of route: Route) -> Tab? { nil }

  /// The stack of `tab`.
  public func stack(for tab: Tab) -> SceneStack {
    stacks.first { $0.tab == tab }?.stack ?? navigationStack
  }

  /// Shows `tab`, as when the user taps it; its stack is unchanged.
  public func select(_ tab: Tab) {
    guard tab != selectedTab else { return }
    selectedTab = tab
    onSelectTab?(tab)
  }

  override func stack(showing route: Route) -> SceneStack {
    stack(for: tab(of: route) ?? selectedTab)
  }

  override func didShow(_ route: Route, on stack: SceneStack) {
    guard !isRestoring else { return }
    if let tab = stacks.first(where: { $0.stack === stack })?.tab { select(tab) }
  }

  /// Every tab's stack as links, in the order of `Tab.allCases`, and the selected tab.
  ///
  /// - Throws: ``RestorationError/noLinkTable`` for a coordinator without a table of links;
  ///   ``RestorationError/unprintableRoute(_:)`` for a shown route the table cannot print.
  open override func savedNavigation() throws(RestorationError) -> SavedNavigation {
    var saved: [SavedNavigation.Stack] = []
    for (tab, stack) in stacks {
      saved.append(try savedStack(stack, name: tab.rawValue))
    }
    return SavedNavigation(stacks: saved, selected: selectedTab.rawValue)
  }

  /// Shows the routes of each saved tab again on its stack, then selects the saved tab: each
  /// link resolved, let through by the guards as they stand now, and shown on its tab as its
  /// presentation says. What no longer resolves or opens is left out; the rest is restored.
  ///
  /// - Throws: ``RestorationError/refused(_:)`` naming each link left out and why (a tab the
  ///   coordinator no longer has is ``RestorationRefusal/Reason/unknownStack``), after
  ///   restoring the others; ``RestorationError/noLinkTable`` without a table.
  open override func restore(_ saved: SavedNavigation) throws(RestorationError) {
    guard links != nil else { throw .noLinkTable }
    isRestoring = true
    defer { isRestoring = false }
    var refused: [RestorationRefusal] = []
    for savedStack in saved.stacks {
      guard let tab = savedStack.name.flatMap(Tab.init(rawValue:)) else {
        refused += (savedStack.links + [savedStack.presented].compactMap { $0 }).map {
          RestorationRefusal(stack: savedStack.name, link: $0, reason: .unknownStack)
        }
        continue
      }
      refused += restore(savedStack, on: stack(for: tab))
    }
    select(saved.selected.flatMap(Tab.init(rawValue:)) ?? selectedTab)
    if !refused.isEmpty { throw .refused(refused) }
  }
}
