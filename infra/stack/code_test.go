package stack

// Tests that hold the stack to the code it deploys: the names the code uses
// (secrets, environment variables, key layouts) are read from the Go
// sources, so a name changed on one side only fails here.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"bulwark/shared/platform"
	"bulwark/shared/secrets"
)

// localOnlySecrets are secrets only make run uses, which the stack does
// not create.
var localOnlySecrets = map[string]bool{
	// Signs the local stand-in for presigned upload URLs; on AWS uploads
	// get S3 presigned URLs.
	secrets.NameUploadURLKey: true,
}

// goPackage is the parsed non-test sources of one package directory.
type goPackage struct {
	files []*ast.File
	// imports maps each file's import names to import paths.
	imports []map[string]string
}

func parsePackage(t *testing.T, dir string) goPackage {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(repoRoot, dir))
	if err != nil {
		t.Fatal(err)
	}
	var p goPackage
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(repoRoot, dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("%s/%s: %v", dir, name, err)
		}
		imps := map[string]string{}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			local := path[strings.LastIndex(path, "/")+1:]
			if im.Name != nil {
				local = im.Name.Name
			}
			imps[local] = path
		}
		p.files, p.imports = append(p.files, f), append(p.imports, imps)
	}
	return p
}

// constants returns the string constants declared in a package directory.
func constants(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	p := parsePackage(t, dir)
	for fi, f := range p.files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					switch v := vs.Values[i].(type) {
					case *ast.BasicLit:
						if v.Kind == token.STRING {
							out[n.Name], _ = strconv.Unquote(v.Value)
						}
					case *ast.SelectorExpr:
						// A constant defined as another package's
						// constant (const k = secrets.NameX).
						if pkg, ok := v.X.(*ast.Ident); ok && strings.HasPrefix(p.imports[fi][pkg.Name], "bulwark/") {
							if val, ok := constants(t, strings.TrimPrefix(p.imports[fi][pkg.Name], "bulwark/"))[v.Sel.Name]; ok {
								out[n.Name] = val
							}
						}
					}
				}
			}
		}
	}
	return out
}

// envConstants returns the environment variable names shared/platform
// defines (its Env* constants).
func envConstants(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for name, v := range constants(t, "shared/platform") {
		if strings.HasPrefix(name, "Env") {
			out[v] = true
		}
	}
	if !out[platform.EnvLiveEndpoint] {
		t.Fatalf("shared/platform's Env* constants not found: %v", out)
	}
	return out
}

// secretNamesInCode returns the secret names the code under shared/ reads
// or writes: the name argument of every secrets.GetOrCreate call and of
// every Get or Put on a Secrets store, resolved when it is a literal or a
// string constant of its package or of an imported bulwark package.
func secretNamesInCode(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{} // name -> where
	consts := map[string]map[string]string{}
	constsOf := func(importPath string) map[string]string {
		dir := strings.TrimPrefix(importPath, "bulwark/")
		if _, ok := consts[dir]; !ok {
			consts[dir] = constants(t, dir)
		}
		return consts[dir]
	}
	err := filepath.WalkDir(filepath.Join(repoRoot, "shared"), func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		dir, _ := filepath.Rel(repoRoot, path)
		dir = filepath.ToSlash(dir)
		p := parsePackage(t, dir)
		for i, f := range p.files {
			ast.Inspect(f, func(n ast.Node) bool {
				// A provider's key secret is named in its registry entry
				// (proxy.DefaultProviders) and read by that name.
				if kv, ok := n.(*ast.KeyValueExpr); ok && isIdent(kv.Key, "APIKeySecret") {
					if sel, ok := kv.Value.(*ast.SelectorExpr); ok {
						if pkg, isIdent := sel.X.(*ast.Ident); isIdent && strings.HasPrefix(p.imports[i][pkg.Name], "bulwark/") {
							if name, ok := constsOf(p.imports[i][pkg.Name])[sel.Sel.Name]; ok {
								out[name] = append(out[name], dir)
							}
						}
					}
					return true
				}
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				var arg ast.Expr
				switch {
				case sel.Sel.Name == "GetOrCreate" && isIdent(sel.X, "secrets") && len(call.Args) == 4:
					arg = call.Args[2]
				case (sel.Sel.Name == "Get" || sel.Sel.Name == "Put") && selectsSecrets(sel.X) && len(call.Args) >= 2:
					arg = call.Args[1]
				default:
					return true
				}
				name, ok := "", false
				switch a := arg.(type) {
				case *ast.BasicLit:
					name, _ = strconv.Unquote(a.Value)
					ok = a.Kind == token.STRING
				case *ast.Ident:
					name, ok = constsOf("bulwark/" + dir)[a.Name]
				case *ast.SelectorExpr:
					if pkg, isIdent := a.X.(*ast.Ident); isIdent && strings.HasPrefix(p.imports[i][pkg.Name], "bulwark/") {
						name, ok = constsOf(p.imports[i][pkg.Name])[a.Sel.Name]
					}
				}
				if !ok {
					// A name computed at run time (a test helper's prefix,
					// the prefixing store) is not a deployment secret.
					return true
				}
				out[name] = append(out[name], dir)
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// selectsSecrets reports whether e is a Secrets store: d.Secrets,
// s.c.Secrets, s.secrets and the like.
func selectsSecrets(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && strings.EqualFold(sel.Sel.Name, "secrets")
}

// secretIDs maps secret names to the logical ids of the stack's secrets.
func secretIDs(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, id := range ofType("AWS::SecretsManager::Secret") {
		name, _ := resources[id].Properties["Name"].(string)
		short, ok := strings.CutPrefix(name, testStack+"/")
		if !ok {
			t.Errorf("secret %s is named %q, outside the stack's prefix", id, name)
		}
		out[short] = id
	}
	return out
}

func TestStackCreatesEverySecretTheCodeUses(t *testing.T) {
	// GIVEN the secret names the code passes to the secret store
	inCode := secretNamesInCode(t)
	for _, want := range []string{secrets.NameJWTSigningKey, secrets.NameOwnerCredentials} {
		if _, ok := inCode[want]; !ok {
			t.Fatalf("the scan of shared/ missed %s (found %v)", want, inCode)
		}
	}
	// WHEN they are compared with the secrets of the stack
	created := secretIDs(t)
	var names []string
	for name := range inCode {
		names = append(names, name)
	}
	sort.Strings(names)
	// THEN every name the code uses on AWS is a secret of the stack (a
	// function cannot create one: no role may)
	for _, name := range names {
		if _, ok := created[name]; !ok && !localOnlySecrets[name] {
			t.Errorf("the code (%v) uses the secret %q, which the stack does not create", inCode[name], name)
		}
	}
	// AND every secret of the stack is used by the code
	for name := range created {
		if _, ok := inCode[name]; !ok {
			t.Errorf("the stack creates the secret %q, which no code uses", name)
		}
	}
}

func TestObjectGrantsMatchTheBucketLayout(t *testing.T) {
	// GIVEN the prefixes the code writes objects under
	for _, c := range []struct{ dir, literal, grant string }{
		{"shared/datasets", `"/datasets/"`, DatasetObjects},
		{"shared/runtime/apps", `"/runtime/apps/"`, AppConfigObjects},
	} {
		// WHEN the package's sources are read
		found := false
		for _, f := range parsePackage(t, c.dir).files {
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Value == c.literal {
					found = true
				}
				return !found
			})
		}
		// THEN the layout the grants assume is the one the code writes
		if !found || "*"+strings.Trim(c.literal, `"`)+"*" != c.grant {
			t.Errorf("%s no longer writes under <workspace>%s; the stack grants %s", c.dir, strings.Trim(c.literal, `"`), c.grant)
		}
	}
}

// canObjects reports whether a statement allows action on the data bucket's
// objects under keys (as DatasetObjects).
func canObjects(stmts []statement, action, keys string) bool {
	for _, s := range stmts {
		if !can([]statement{{Actions: s.Actions, Resources: s.Resources}}, action, "") {
			continue
		}
		var flat []any // list[any] keeps a list of resources as one element
		for _, r := range s.Resources {
			if l, ok := r.([]any); ok {
				flat = append(flat, l...)
			} else {
				flat = append(flat, r)
			}
		}
		for _, r := range flat {
			m, _ := r.(map[string]any)
			join, _ := m["Fn::Join"].([]any)
			if len(join) != 2 {
				continue
			}
			parts, _ := join[1].([]any)
			if len(parts) == 2 && strings.HasPrefix(ref(parts[0]), "DataBucket") && parts[1] == "/"+keys {
				return true
			}
		}
	}
	return false
}
